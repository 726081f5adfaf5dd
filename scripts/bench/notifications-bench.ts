import http from "node:http";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { notificationLinks } from "../../contract/notifications";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { startSession } from "../../server/modules/auth/session-service";
import { createNotification } from "../../server/modules/notifications/notifications-repo";
import { insertUser } from "../../server/modules/users/users-repo";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { printRow } from "./stats";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);

/**
 * The bell's figures: GET /api/notifications for someone with 10,000 notifications (budget p95 < 10 ms), and the
 * time from a committed notification to its arrival on the right one of STREAMS open streams (budget p95 < 500 ms).
 */
export async function benchNotifications(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const app = await buildApp(
    { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: "/tmp/dobara-bench" }), seedDemo: false },
    { database },
  );
  const sockets: http.ClientRequest[] = [];
  try {
    const person = (i: number) =>
      insertUser(database.db, {
        fullName: `Bench ${i}`,
        username: `bench_${i}`,
        mobile: `9${String(100000000 + i)}`,
        email: `bench${i}@example.in`,
        passwordHash: "unused",
        role: "buyer",
        isVerified: true,
      });
    const heavy = await person(0);
    const heavyToken = await startSession(database.db, heavy.id, {});
    await database.db.execute(sql`
      INSERT INTO notifications (user_id, type, title, message, link, is_read, created_at)
      SELECT ${heavy.id}, 'order_status', 'Order update ' || g, 'Your order moved on (' || g || ')', ${notificationLinks.tab("order_status")}, g % 3 <> 0, now() - g * interval '1 minute'
      FROM generate_series(1, 10000) g`);
    // What autovacuum does on a live database after a bulk insert: statistics, and a visibility map for index-only counts.
    await database.db.execute(sql`VACUUM ANALYZE notifications`);
    console.log("\nNotifications on PostgreSQL");
    const time = async (url: string) => {
      const start = performance.now();
      const res = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${heavyToken}` } });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return performance.now() - start;
    };
    const urls = Array.from(
      { length: 300 },
      (_, i) => `/api/notifications?limit=${i % 2 ? 50 : 5}&offset=${(i % 4) * 50}`,
    );
    for (const u of urls.slice(0, 30)) await time(u);
    const samples: number[] = [];
    for (const u of urls) samples.push(await time(u));
    const list = printRow("GET /api/notifications, 10,000 stored", samples, 10);

    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const arrived = new Map<string, (at: number) => void>();
    const users: string[] = [];
    for (let i = 1; i <= STREAMS; i++) {
      const user = await person(i);
      const token = await startSession(database.db, user.id, {});
      users.push(user.id);
      await new Promise<void>((resolve, reject) => {
        const req = http.get(
          {
            host: "127.0.0.1",
            port,
            path: "/api/notifications/stream",
            agent,
            headers: { authorization: `Bearer ${token}` },
          },
          (res) => {
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => {
              const m = /"title":"probe (\d+)"/.exec(chunk);
              if (m) arrived.get(m[1]!)?.(performance.now());
            });
            resolve();
          },
        );
        req.on("error", reject);
        sockets.push(req);
      });
    }
    const latencies: number[] = [];
    for (let n = 0; n < 200; n++) {
      const userId = users[(n * 37) % users.length]!;
      const got = new Promise<number>((resolve) => arrived.set(String(n), resolve));
      const start = performance.now();
      await createNotification(database.db, {
        userId,
        type: "order_status",
        title: `probe ${n}`,
        message: "latency probe",
      });
      latencies.push((await got) - start);
    }
    const live = printRow(`event to page, ${STREAMS} open streams`, latencies, 500);
    return { listP95: list.p95, liveP95: live.p95 };
  } finally {
    for (const s of sockets) s.destroy();
    await app.close();
    await database.close();
    await scratch.drop();
  }
}
