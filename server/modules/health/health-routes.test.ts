import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";

describe("server basics", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/health says the process is alive", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready checks the database, the migrations and the storage", async () => {
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      database: "ok",
      migrations: "ok",
      storage: "ok",
      shuttingDown: false,
    });
  });

  it("GET /api/ready answers 503 naming what failed: storage, a pending migration, shutting down", async () => {
    const { readiness } = t.app;
    const probe = readiness.storageReachable;
    readiness.storageReachable = async () => false;
    const noStorage = await t.app.inject({ url: "/api/ready" });
    expect(noStorage.statusCode).toBe(503);
    expect(noStorage.json()).toMatchObject({ status: "unavailable", storage: "unreachable", database: "ok" });
    readiness.storageReachable = probe;

    const newest = await t.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    const pending = await t.app.inject({ url: "/api/ready" });
    const row = newest.rows[0]!;
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
    );
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({ status: "unavailable", migrations: "pending" });

    readiness.draining = true;
    const draining = await t.app.inject({ url: "/api/ready" });
    readiness.draining = false;
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: "unavailable", shuttingDown: true, database: "ok" });
    expect((await t.app.inject({ url: "/api/ready" })).statusCode).toBe(200);
  });

  it("GET /metrics does not exist without METRICS_TOKEN", async () => {
    const res = await t.app.inject({ url: "/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  });

  it("unknown /api paths answer a JSON 404", async () => {
    const res = await t.app.inject({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No API route GET /api/nope", code: "NOT_FOUND" });
  });

  it("sends security headers and a request id", async () => {
    const res = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "trace-abc-123" } });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toBe("trace-abc-123");
  });

  it("compresses large answers and leaves small ones as they are", async () => {
    const large = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-encoding"]).toBe("gzip");
    const body = gunzipSync(large.rawPayload);
    expect(body.length).toBeGreaterThan(large.rawPayload.length);
    expect(JSON.parse(body.toString("utf8"))).toHaveProperty("openapi");
    const small = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
