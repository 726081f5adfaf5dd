// `npm run test:cluster`: the app as it runs on several machines, proved. Three built instances behind nginx
// (deploy/nginx.conf), one scratch PostgreSQL database, one S3 peer; then the checks the README lists: photos served
// by every instance, a purchase heard on another instance, a shared limit, an instance killed amid 1,000 requests, a
// rolling restart.
// Needs PostgreSQL (CLUSTER_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres); installs nginx.
import { execSync } from "node:child_process";
import { request } from "node:http";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { priceBreakdown } from "@contract/pricing";
import { like } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import { contactQueries } from "../../server/db/schema/contact-queries";
import { startS3Peer } from "../../server/test/s3-peer";
import { formPost, payInSandbox } from "../../server/test/sandbox-payer";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { almirahListing, testAccount } from "../../server/test/test-people";
import { sleep, startCluster, type Instance } from "./cluster";

const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Answer {
  status: number;
  body: string;
  headers: Headers;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by name
}

/**
 * One HTTP request on a connection of its own, as a visitor's first request: kept-alive client connections would
 * test the client's reuse of a socket nginx's reload has just closed, not the cluster. A refused or reset
 * connection answers status 0, with the reason as the body, rather than throwing.
 */
function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (typeof options.body === "string") body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  return new Promise((resolve) => {
    const req = request(base + url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", (err) => resolve(failed(err)));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const answer = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") answer.set(k, v);
        resolve({ status: res.statusCode ?? 0, body: text, headers: answer, json: () => JSON.parse(text) });
      });
    });
    req.on("error", (err) => resolve(failed(err)));
    req.end(body);
  });
}
const failed = (err: unknown): Answer => ({
  status: 0,
  body: (err as { code?: string }).code ?? String(err),
  headers: new Headers(),
  json: () => ({}),
});

/** What payInSandbox needs of an app (inject), answered over HTTP by one instance. */
const overHttp = (base: string) =>
  ({
    async inject(r: { method: string; url: string; headers?: Record<string, string>; payload?: string }) {
      const a = await call(base, r.method, r.url, { headers: r.headers, body: r.payload });
      return { statusCode: a.status, body: a.body, json: a.json };
    },
  }) as unknown as FastifyInstance;

/** A live notification stream as the web app holds it; collects the notifications' titles. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`the stream answered ${res.status}`);
  const titles: string[] = [];
  const reader = res.body!.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = frame.split("\n").find((l) => l.startsWith("data: "));
        if (frame.includes("event: notification") && data) titles.push(JSON.parse(data.slice(6)).title);
      }
    }
  })();
  return { titles, close: () => controller.abort() };
}

const jpeg = async (red: number) =>
  `data:image/jpeg;base64,${(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: red, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer()
  ).toString("base64")}`;

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const results: { name: string; ok: boolean; detail: string; seconds: number }[] = [];
async function check(name: string, run: () => Promise<string>) {
  const started = performance.now();
  let ok = true;
  let detail: string;
  try {
    detail = await run();
  } catch (err) {
    ok = false;
    detail = err instanceof Error ? err.message : String(err);
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, ok, detail, seconds });
  console.log(`${ok ? "ok  " : "FAIL"} ${name} (${seconds.toFixed(1)} s): ${detail}`);
}

/** A contact message: a write anyone may make, from the address the header names (nginx's TRUST_PROXY hop). */
const contactWrite = (tag: string, clientIp: string) => ({
  body: {
    name: "Cluster Test",
    email: `${tag}@cluster.example`,
    phone: "9876543210",
    subject: "Cluster",
    message: `write ${tag}`,
  },
  headers: { "x-forwarded-for": clientIp },
});
const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function main() {
  const began = performance.now();
  execSync("node scripts/ensure-built.mjs", { stdio: "inherit" });
  const scratch = await createScratchDatabase(SERVER_URL, "dobara_cluster");
  const peer = await startS3Peer();
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  try {
    cluster = await startCluster({ databaseUrl: scratch.url, s3Env: peer.env, instances: 3 });
    const { origin, instances } = cluster;
    const balancer = cluster;
    console.log(`3 instances behind nginx at ${origin} (${((performance.now() - began) / 1000).toFixed(1)} s)`);
    const lb = (method: string, url: string, options?: Parameters<typeof call>[3]) =>
      call(origin, method, url, options);
    const db = database.db;
    const seller = await testAccount(db, { role: "seller", label: "Cluster seller" });
    const admin = await testAccount(db, { role: "admin", label: "Cluster admin" });
    let productId = "";
    let photos: string[] = [];

    await check("a seller lists with photos through nginx, and every instance serves them", async () => {
      const made = await lb("POST", "/api/products", {
        token: seller.token,
        body: almirahListing(seller.bankId, { price: 6500, images: [await jpeg(30), await jpeg(200)] }),
      });
      assert(made.status === 201, `listing answered ${made.status}: ${made.body.slice(0, 200)}`);
      productId = made.json().id;
      photos = made.json().images;
      const approved = await lb("PUT", `/api/admin/products/${productId}/approve`, { token: admin.token });
      assert(approved.status === 200, `approval answered ${approved.status}`);
      let served = 0;
      for (const instance of instances)
        for (const url of photos)
          for (const size of ["thumb", "card", "gallery", "full"]) {
            const got = await call(instance.origin, "GET", url.replace("full.webp", `${size}.webp`));
            assert(got.status === 200, `${instance.origin}${url} answered ${got.status}`);
            assert(got.headers.get("content-type") === "image/webp", `type ${got.headers.get("content-type")}`);
            served += 1;
          }
      const first = await lb("GET", photos[0]!);
      const again = await lb("GET", photos[0]!);
      assert(again.headers.get("x-cache-status") === "HIT", `nginx cache: ${again.headers.get("x-cache-status")}`);
      return `${photos.length} photos in the bucket (${(await peer.keys()).length} objects); ${served} reads from 3 instances all 200; nginx cache ${first.headers.get("x-cache-status")} then HIT`;
    });

    await check(
      "a buyer buys through the sandbox gateway; the seller's stream on another instance hears it",
      async () => {
        const buyer = await testAccount(db, { role: "buyer", label: "Cluster buyer" });
        const [one, , three] = instances as [Instance, Instance, Instance];
        const stream = await openStream(three.origin, seller.token);
        try {
          const address = await call(one.origin, "POST", "/api/addresses", {
            token: buyer.token,
            body: {
              name: "Kavya Raman",
              phone: "9876543210",
              line1: "7 Lake View Road",
              pincode: "600017",
              city: "Chennai",
              state: "Tamil Nadu",
            },
          });
          assert(address.status === 201, `address answered ${address.status}: ${address.body.slice(0, 200)}`);
          const f = priceBreakdown(6500);
          const started = await call(one.origin, "POST", "/api/payments/initiate", {
            token: buyer.token,
            body: {
              productId,
              addressId: address.json().id,
              deliveryAddress: "7 Lake View Road, Chennai, Tamil Nadu - 600017",
              productPrice: f.productPrice,
              platformFee: f.buyerFee,
              deliveryPrice: f.deliveryCharge,
              discountAmount: f.couponDiscount,
              finalPrice: f.total,
            },
          });
          assert(started.status === 200, `initiate answered ${started.status}: ${started.body.slice(0, 200)}`);
          // The hosted page on another instance than the one that started the payment: the gateway's key is shared.
          const back = await payInSandbox(overHttp(origin), started.json().paymentData);
          const returned = await formPost(overHttp(one.origin), new URL(back.action).pathname, back.fields);
          assert(returned.statusCode === 303, `the return to the shop answered ${returned.statusCode}`);
          const deadline = Date.now() + 10_000;
          while (stream.titles.length === 0 && Date.now() < deadline) await sleep(50);
          assert(stream.titles.length > 0, "no notification reached the stream on instance 3 in 10 s");
          return `paid on instance 1 and through nginx; instance 3's stream got "${stream.titles[0]}"`;
        } finally {
          stream.close();
        }
      },
    );

    await check("a limit of 60 contact messages an hour per address is 60 across the three instances", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const w = contactWrite(`limit-${i}`, "203.0.113.9");
        statuses.push((await lb("POST", "/api/contact", w)).status);
      }
      const accepted = statuses.filter((s) => s === 200).length;
      assert(accepted === 60 && statuses[60] === 429, `accepted ${accepted}, the 61st answered ${statuses[60]}`);
      return "60 accepted through nginx's round robin, the 61st refused with 429";
    });

    await check(
      "SIGKILL of one instance amid 1,000 mixed requests: no confirmed write lost, no read failed",
      async () => {
        const victim = instances[1]!;
        const reads = [`/api/products?limit=8`, `/api/products/${productId}`, photos[1]!.replace("full", "card")];
        const confirmed: string[] = [];
        const failedReads: string[] = [];
        let unconfirmed = 0;
        let next = 0;
        const tag = randomUUID().slice(0, 8);
        const worker = async () => {
          while (next < 1000) {
            const i = next++;
            if (i === 300) await victim.kill();
            if (i % 4 === 0) {
              const name = `kill-${tag}-${i}`;
              const res = await lb("POST", "/api/contact", contactWrite(name, ipOf(i)));
              if (res.status === 200) confirmed.push(`${name}@cluster.example`);
              else unconfirmed += 1;
            } else {
              const url = reads[i % reads.length]!;
              const res = await lb("GET", url);
              if (res.status !== 200) failedReads.push(`${url} ${res.status}`);
            }
          }
        };
        await Promise.all(Array.from({ length: 16 }, worker));
        const rows = await db
          .select({ email: contactQueries.email })
          .from(contactQueries)
          .where(like(contactQueries.email, `kill-${tag}-%`));
        const stored = new Set(rows.map((r) => r.email));
        const lost = confirmed.filter((e) => !stored.has(e));
        await victim.start();
        assert(failedReads.length === 0, `${failedReads.length} reads failed: ${failedReads.slice(0, 5).join(", ")}`);
        assert(lost.length === 0, `${lost.length} confirmed writes are not in the database`);
        return `750 reads all 200; ${confirmed.length} writes confirmed and all stored, ${unconfirmed} answered an error (in flight on the killed instance); instance 2 started again`;
      },
    );

    await check(
      "a rolling restart of all three (out of nginx, SIGTERM, start, back in; one at a time) drops no request",
      async () => {
        let running = true;
        let done = 0;
        const failures: string[] = [];
        const tag = randomUUID().slice(0, 8);
        const load = async (w: number) => {
          for (let i = 0; running; i++) {
            const n = w * 1_000_000 + i;
            const res =
              i % 4 === 0
                ? await lb("POST", "/api/contact", contactWrite(`roll-${tag}-${n}`, ipOf(n + 500_000)))
                : await lb("GET", i % 2 ? `/api/products/${productId}` : "/api/products?limit=8");
            if (res.status !== 200)
              failures.push(`${res.status} ${i % 4 === 0 ? "write" : "read"} ${res.body.slice(0, 60)}`);
            done += 1;
          }
        };
        const loaders = Array.from({ length: 8 }, (_, w) => load(w));
        const codes: (number | null)[] = [];
        for (const instance of instances) {
          await balancer.setDown(instance, true);
          codes.push(await instance.stop());
          await instance.start();
          await balancer.setDown(instance, false);
        }
        running = false;
        await Promise.all(loaders);
        assert(
          failures.length === 0,
          `${failures.length} of ${done} requests failed: ${failures.slice(0, 5).join(", ")}`,
        );
        return `${done} requests during the restarts, all answered 200; exit codes ${codes.join(", ")}`;
      },
    );
  } finally {
    await cluster?.stop();
    await database.close();
    await peer.close();
    await scratch.drop();
  }
  const failed = results.filter((r) => !r.ok);
  console.log(
    `\ncluster test: ${results.length - failed.length} passed, ${failed.length} failed in ${((performance.now() - began) / 1000).toFixed(0)} s`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
