import { performance } from "node:perf_hooks";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { insertUser } from "../../server/modules/users/users-repo";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { lastSmsCode } from "../../server/test/sms-kit";
import { printRow } from "./stats";

const PEOPLE = Number(process.env.BENCH_SMS ?? 300);

/**
 * SMS codes' budget (docs/product.md#speed-budgets): POST /api/auth/send-mobile-otp and the mobile sign-in with the
 * code, p95 under 50 ms each, with the sandbox answering in-process (MSG91's own time excluded). Each person asks from
 * an address of their own, as real people do, so the limits count but do not refuse.
 */
export async function benchSms(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const app = await buildApp(
    {
      ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: "/tmp/dobara-bench", SMS_DAILY_LIMIT: "1000000" }),
      seedDemo: false,
    },
    { database },
  );
  try {
    const mobiles: string[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const mobile = `7${String(300_000_000 + i)}`;
      await insertUser(database.db, {
        fullName: `Bench ${i}`,
        username: `sms_${i}`,
        mobile,
        email: `sms${i}@example.in`,
        passwordHash: "unused",
        role: "buyer",
        isVerified: true,
        mobileVerified: true,
      });
      mobiles.push(mobile);
    }
    const address = (i: number) => `10.${Math.floor(i / 250) % 250}.${i % 250}.7`;
    const sends: number[] = [];
    const codes: string[] = [];
    for (const [i, mobile] of mobiles.entries()) {
      const started = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/send-mobile-otp",
        payload: { mobile },
        remoteAddress: address(i),
      });
      sends.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`send answered ${res.statusCode}: ${res.body}`);
      // Read off the sandbox's page at once, outside the timing: it keeps the latest messages only.
      codes.push(await lastSmsCode(app, mobile));
    }
    const verifies: number[] = [];
    for (const [i, mobile] of mobiles.entries()) {
      const started = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { loginMethod: "mobile_otp", mobile, otp: codes[i] },
        remoteAddress: address(i),
      });
      verifies.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
    }
    console.log("SMS codes (sandbox in-process, PostgreSQL):");
    printRow("POST /api/auth/send-mobile-otp", sends.slice(20), 50);
    printRow("POST /api/auth/login (mobile_otp)", verifies.slice(20), 50);
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}
