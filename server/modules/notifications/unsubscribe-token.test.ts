import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const key = Buffer.from("dobara-test-unsub-secret");
const userId = "7f3c2a10-0000-4000-8000-000000000001";

describe("unsubscribe tokens", () => {
  it("match the published vector and read back", () => {
    const token = unsubscribeToken(key, userId, "offer_received");
    expect(token).toBe(`${userId}.offer_received.n0JYdv9jyhnKyv4bg0O_ErjV65L7QLhvUM-GL0w5YGs`);
    expect(readUnsubscribeToken(key, token)).toEqual({ userId, kind: "offer_received" });
  });

  it("refuse a token for another kind, person or key, and anything malformed", () => {
    const token = unsubscribeToken(key, userId, "offer_received");
    const mac = token.split(".")[2]!;
    for (const bad of [
      `${userId}.product_sold.${mac}`,
      `7f3c2a10-0000-4000-8000-000000000002.offer_received.${mac}`,
      `${userId}.offer_received.${mac.slice(1)}`,
      `${userId}.no_kind.${mac}`,
      `${token}.x`,
      "",
      "...",
    ])
      expect(readUnsubscribeToken(key, bad)).toBeUndefined();
    expect(readUnsubscribeToken(Buffer.from("another-secret-entirely"), token)).toBeUndefined();
  });
});
