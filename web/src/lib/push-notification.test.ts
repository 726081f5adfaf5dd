import { describe, expect, it } from "vitest";
import { linkTarget, openNotificationLink, readPushPayload, type ClientsLike } from "./push-notification";

const ORIGIN = "https://dobara.in";
const ORDER = `${ORIGIN}/track-orders/3f0c9a52-8d7e-4a61-9b2e-5c1d0e7f6a10`;

/** Tabs as the service worker sees them; `controlled: false` tabs refuse navigate, as browsers do. */
function tabs(...urls: { url: string; controlled?: boolean }[]) {
  const log: string[] = [];
  const open = urls.map((t, i) => ({
    url: t.url,
    focus: async () => void log.push(`focus ${i}`),
    navigate: async (url: string) => {
      if (t.controlled === false) throw new TypeError("not controlled");
      log.push(`navigate ${i} ${url}`);
    },
  }));
  const clients: ClientsLike = {
    matchAll: async () => open,
    openWindow: async (url) => void log.push(`open ${url}`),
  };
  return { clients, log };
}

describe("a tap on a push notification", () => {
  it("focuses a tab already at that exact page", async () => {
    const { clients, log } = tabs({ url: `${ORIGIN}/` }, { url: ORDER });
    await openNotificationLink(clients, ORDER);
    expect(log).toEqual(["focus 1"]);
  });

  it("takes one of our tabs there, else opens a window at it", async () => {
    const one = tabs({ url: `${ORIGIN}/browse`, controlled: false }, { url: `${ORIGIN}/dashboard` });
    await openNotificationLink(one.clients, ORDER);
    expect(one.log).toEqual([`navigate 1 ${ORDER}`, "focus 1"]);
    const none = tabs();
    await openNotificationLink(none.clients, ORDER);
    expect(none.log).toEqual([`open ${ORDER}`]);
  });

  it("opens only pages of our own origin", () => {
    expect(linkTarget("/track-orders/3f0c9a52-8d7e-4a61-9b2e-5c1d0e7f6a10", ORIGIN)).toBe(ORDER);
    expect(linkTarget("/dashboard?tab=offers&sub=made&offer=1", ORIGIN)).toBe(
      `${ORIGIN}/dashboard?tab=offers&sub=made&offer=1`,
    );
    expect(linkTarget("https://evil.example/phish", ORIGIN)).toBe(`${ORIGIN}/`);
    expect(linkTarget("//evil.example/x", ORIGIN)).toBe(`${ORIGIN}/`);
    expect(linkTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it("reads only our payload", () => {
    const payload = { title: "New order", body: "Accept it", icon: "/i.png", link: "/x", deliveryId: "d" };
    expect(readPushPayload(JSON.stringify(payload))).toEqual(payload);
    expect(readPushPayload(undefined)).toBeUndefined();
    expect(readPushPayload("hello")).toBeUndefined();
    expect(readPushPayload(JSON.stringify({ title: "x" }))).toBeUndefined();
  });
});
