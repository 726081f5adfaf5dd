import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("keeps an IPv4 address and unwraps an IPv4-mapped IPv6 one", () => {
    expect(clientKey("49.36.1.1")).toBe("49.36.1.1");
    expect(clientKey("::ffff:49.36.1.1")).toBe("49.36.1.1");
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const a = clientKey("2401:4900:1c2a:0042:0000:0000:0000:0001");
    expect(a).toBe("2401:4900:1c2a:42::/64");
    expect(clientKey("2401:4900:1c2a:42::abcd")).toBe(a);
    expect(clientKey("2401:4900:1C2A:42:ffff:1:2:3")).toBe(a);
    expect(clientKey("2401:4900:1c2a:43::1")).not.toBe(a);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("names a missing address rather than matching every client", () => {
    expect(clientKey(undefined)).toBe("unknown");
  });
});
