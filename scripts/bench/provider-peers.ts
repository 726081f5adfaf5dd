import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

/**
 * A stand-in provider on a loopback port that answers at once and notes when each call arrived, by a key read from
 * the request: the push service by its endpoint's path, the WhatsApp Cloud API by the number written to. It decrypts
 * nothing: the bench times our side, not the peer's.
 */
async function arrivalPeer(keyOf: (path: string, body: string) => string, answer: (res: http.ServerResponse) => void) {
  const arrived = new Map<string, number[]>();
  const waiting = new Map<string, (at: number) => void>();
  let total = 0;
  let onTotal: { n: number; resolve: (at: number) => void } | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = performance.now();
      const key = keyOf(req.url ?? "", Buffer.concat(chunks).toString("utf8"));
      answer(res);
      total += 1;
      if (onTotal && total >= onTotal.n) onTotal.resolve(at);
      const waiter = waiting.get(key);
      if (waiter) return void (waiting.delete(key), waiter(at));
      arrived.set(key, [...(arrived.get(key) ?? []), at]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** When the next call for `key` arrived (or arrives); rejects after `timeoutMs`. */
    next(key: string, timeoutMs: number) {
      const early = arrived.get(key)?.shift();
      if (early !== undefined) return Promise.resolve(early);
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => (waiting.delete(key), reject(new Error(`no call for ${key}`))), timeoutMs);
        waiting.set(key, (at) => (clearTimeout(timer), resolve(at)));
      });
    },
    /** When the `n`th call since the start arrived (or arrives). */
    total: (n: number) =>
      new Promise<number>((resolve) => (total >= n ? resolve(performance.now()) : (onTotal = { n, resolve }))),
    count: () => total,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ArrivalPeer = Awaited<ReturnType<typeof arrivalPeer>>;

/** A push service (RFC 8030): 201 Created to every message. */
export const startPushPeer = () =>
  arrivalPeer(
    (path) => path,
    (res) => res.writeHead(201).end(),
  );

/** The Cloud API's messages endpoint: accepts every template message with a message id, keyed by `to`. */
export const startWhatsAppPeer = () => {
  let n = 0;
  return arrivalPeer(
    (_path, body) => String((JSON.parse(body) as { to?: unknown }).to),
    (res) => {
      n += 1;
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.BENCH${n}` }] }));
    },
  );
};

/** One browser's keys: what a push service encrypts to. One pair serves every bench subscription. */
export function browserKeys() {
  const ua = createECDH("prime256v1");
  ua.generateKeys();
  return { p256dh: ua.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}
