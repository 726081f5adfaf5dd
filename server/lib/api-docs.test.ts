import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// These take nothing but the caller's bearer token.
const TAKES_NO_INPUT = new Set([
  "POST /api/auth/logout",
  "PUT /api/notifications/mark-all-read",
  // Razorpay's, RazorpayX's and Meta's signed webhooks: read as raw bytes for the HMAC, so no JSON schema parses them first.
  "POST /api/payments/razorpay/webhook",
  "POST /api/webhooks/razorpayx",
  "POST /api/webhooks/whatsapp",
]);
// A Server-Sent Events stream: text/event-stream, not a JSON body a schema could describe.
const STREAMS = new Set(["GET /api/notifications/stream"]);

type Operation = { requestBody?: unknown; parameters?: { in: string }[]; responses?: Record<string, unknown> };

describe("OpenAPI document", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("holds the API routes and nothing else", () => {
    // The transform sees every route as it is added, so the document is complete by construction; check its edges.
    const paths = Object.keys(doc.paths);
    expect(paths.every((p) => p.startsWith("/api/") && !p.startsWith("/api/docs"))).toBe(true);
    for (const known of [
      "/api/auth/login",
      "/api/products",
      "/api/products/{id}",
      "/api/wishlist",
      "/api/admin/products/pending",
    ]) {
      expect(paths).toContain(known);
    }
  });

  it("gives every operation a response schema, and every write a request schema", () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        const responses = Object.values(op.responses ?? {}) as { content?: unknown }[];
        if (!responses.some((r) => r.content) && !STREAMS.has(name)) missing.push(`${name}: no response schema`);
        const takesInput = op.requestBody || (op.parameters ?? []).length > 0;
        if (["post", "put", "patch"].includes(method) && !takesInput && !TAKES_NO_INPUT.has(name))
          missing.push(`${name}: no request schema`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("serves the viewer at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("swagger-ui");
  });
});
