import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactQueries } from "../../db/schema/contact-queries";
import { toNumber } from "../../lib/numbers";
import { createTestApp } from "../../test/test-app";

const valid = {
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "9876543210",
  subject: "Question about returns",
  message: "How long does a refund take after pickup?",
};

describe("POST /api/contact", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = async () => toNumber((await t.db.select({ n: count() }).from(contactQueries))[0]?.n);
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: payload as string,
      headers: { "content-type": "application/json", ...headers },
    });

  it("stores a pending, unread query and answers success", async () => {
    const res = await post({ ...valid, extra: "ignored" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Your query has been sent successfully! We'll get back to you soon.",
    });
    const [row] = await t.db.select().from(contactQueries);
    expect(row).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.in",
      phone: "9876543210",
      status: "pending",
      isRead: false,
    });
    expect(row).not.toHaveProperty("extra");
  });

  it.each([
    ["missing name", { ...valid, name: undefined }, "name"],
    ["blank subject", { ...valid, subject: "   " }, "subject"],
    ["bad email", { ...valid, email: "asha@" }, "email"],
    ["9-digit phone", { ...valid, phone: "987654321" }, "phone"],
    ["letters in phone", { ...valid, phone: "98765abcde" }, "phone"],
    ["number instead of text", { ...valid, message: 12345 }, "message"],
    ["huge message", { ...valid, message: "x".repeat(5001) }, "message"],
  ])("refuses %s with a 400 naming the field and stores nothing", async (_label, payload, field) => {
    const before = await stored();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await stored()).toBe(before);
  });

  it("refuses a NUL character (which PostgreSQL cannot store) with a 400, in the body or the query", async () => {
    const before = await stored();
    const res = await post(JSON.stringify({ ...valid, name: "Asha\u0000Verma" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "INVALID_TEXT",
      message: "The request contains a character that is not allowed (NUL)",
      details: [{ field: "body" }],
    });
    expect(await stored()).toBe(before);
    const search = await t.app.inject({ method: "GET", url: "/api/products?search=phone%00" });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ code: "INVALID_TEXT", details: [{ field: "query" }] });
  });

  it("answers malformed JSON with 400", async () => {
    const res = await post('{"name": "Asha",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "FST_ERR_CTP_INVALID_JSON_BODY",
      message: "The request body is not valid JSON",
    });
  });

  it("answers a body over the limit with 413", async () => {
    const res = await post(JSON.stringify({ ...valid, message: "x".repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The request is too large");
  });

  it("answers an array body with 400", async () => {
    expect((await post([valid])).statusCode).toBe(400);
  });

  it("limits one address to 60 messages an hour, others unaffected", async () => {
    const flood = { "x-forwarded-for": "ignored" };
    let last = 0;
    for (let i = 0; i < 70; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: valid,
        headers: flood,
        remoteAddress: "10.9.9.9",
      });
      last = res.statusCode;
      if (last === 429) {
        expect(i).toBe(60);
        expect(res.json().message).toMatch(/Too many messages/);
        break;
      }
    }
    expect(last).toBe(429);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: valid,
      remoteAddress: "10.9.9.10",
    });
    expect(other.statusCode).toBe(200);
  });

  it("counts clients behind a trusted proxy by their forwarded address", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "10.0.0.0/8" });
    try {
      const send = (client: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: valid,
          headers: { "x-forwarded-for": client },
          remoteAddress: "10.0.0.1",
        });
      for (let i = 0; i < 60; i++) expect((await send("49.36.1.1")).statusCode).toBe(200);
      expect((await send("49.36.1.1")).statusCode).toBe(429);
      expect((await send("49.36.1.2")).statusCode).toBe(200);
      // A client that is not a trusted proxy cannot dodge the limit by forging the header.
      const forged = await proxied.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: valid,
        headers: { "x-forwarded-for": "1.2.3.4" },
        remoteAddress: "49.36.1.1",
      });
      expect(forged.statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
