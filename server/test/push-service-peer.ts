import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** What the peer was sent, decrypted and checked. */
interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The plaintext, decrypted with the browser's private key (RFC 8291). */
  text: string;
  /** The VAPID JWT's claims, after its signature checked against the `k` key (RFC 8292). */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
}

/** How the peer answers: a status (and Retry-After), as a push service would. */
export interface PeerAnswer {
  status: number;
  retryAfter?: string;
}

const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);

/** RFC 8291/8188 decryption of one aes128gcm record, with node:crypto only (docs/providers/web-push.md#the-request). */
export function decryptPush(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const uaPublic = ua.getPublicKey();
  const shared = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record (no 0x02 delimiter)");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and answers the JWT's claims. */
function checkVapid(header: string | undefined) {
  const t = /t=([^,\s]+)/.exec(header ?? "")?.[1];
  const k = /k=([^,\s]+)/.exec(header ?? "")?.[1];
  if (!t || !k) throw new Error("no VAPID authorization");
  const [h, p, s] = t.split(".");
  const raw = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const good = verify(
    "sha256",
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(s!, "base64url"),
  );
  if (!good) throw new Error("VAPID signature does not verify");
  return { claims: JSON.parse(Buffer.from(p!, "base64url").toString("utf8")) as ReceivedPush["claims"], key: k };
}

/**
 * A push service on a free loopback port (RFC 8030): each subscription it makes is a browser's (its own key pair and
 * auth secret), so it can decrypt what it is sent. It answers 201, or what the test scripts for a subscription's
 * path; a request it cannot decrypt or whose VAPID signature fails gets 400/401, and counts as a test failure.
 */
export async function startPushServicePeer() {
  const browsers = new Map<string, { ua: ReturnType<typeof createECDH>; auth: Buffer }>();
  const scripted = new Map<string, PeerAnswer[]>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      const browser = browsers.get(path);
      if (!browser) return void res.writeHead(404).end();
      let vapid: ReturnType<typeof checkVapid>;
      try {
        vapid = checkVapid(req.headers.authorization);
      } catch (err) {
        problems.push(`${path}: ${String(err)}`);
        return void res.writeHead(401).end();
      }
      if (!req.headers.ttl) {
        problems.push(`${path}: no TTL`);
        return void res.writeHead(400).end();
      }
      const answer = scripted.get(path)?.shift() ?? { status: 201 };
      if (answer.status === 201) {
        try {
          const text = decryptPush(Buffer.concat(chunks), browser.ua, browser.auth);
          received.push({ path, headers: req.headers, text, claims: vapid.claims, vapidKey: vapid.key });
        } catch (err) {
          problems.push(`${path}: ${String(err)}`);
          return void res.writeHead(400).end();
        }
      }
      res
        .writeHead(answer.status, {
          ...(answer.status === 201 ? { location: `${path}/messages/${received.length}` } : {}),
          ...(answer.retryAfter ? { "retry-after": answer.retryAfter } : {}),
        })
        .end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  let n = 0;
  return {
    received,
    problems,
    /** A new browser's subscription, as its `toJSON()` gives it. */
    subscription() {
      n += 1;
      const path = `/push/device-${n}`;
      const ua = createECDH("prime256v1");
      ua.generateKeys();
      const auth = randomBytes(16);
      browsers.set(path, { ua, auth });
      return {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: { p256dh: ua.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    /** The next answers for this endpoint, in order; after them, 201. */
    answer(endpoint: string, ...answers: PeerAnswer[]) {
      scripted.set(new URL(endpoint).pathname, answers);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
