import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";

describe("server basics", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/health checks the database", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
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
