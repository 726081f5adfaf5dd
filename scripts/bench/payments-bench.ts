import { performance } from "node:perf_hooks";
import { priceBreakdown } from "../../contract/pricing";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { addresses } from "../../server/db/schema/addresses";
import { products } from "../../server/db/schema/products";
import { startSession } from "../../server/modules/auth/session-service";
import { insertUser } from "../../server/modules/users/users-repo";
import { formPost, payInSandbox } from "../../server/test/sandbox-payer";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { ms, printRow } from "./stats";

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 300);
const RACERS = 200;

/**
 * Checkout's budgets: POST /api/payments/initiate p95 < 50 ms, the PayU return (surl) p95 < 50 ms including its
 * confirmation with the gateway (the sandbox, in the same process),
 * and 200 buyers initiating on one listing at once settled in under 2 s with exactly one reservation.
 */
export async function benchPayments(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const app = await buildApp(
    { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: "/tmp/dobara-bench" }), seedDemo: false },
    { database },
  );
  const db = database.db;
  try {
    const person = async (i: number, role: "buyer" | "seller") => {
      const user = await insertUser(db, {
        fullName: `Bench ${i}`,
        username: `pay_${i}`,
        mobile: `8${String(100000000 + i)}`,
        email: `pay${i}@example.in`,
        passwordHash: "unused",
        role,
        isVerified: true,
      });
      const [address] = await db
        .insert(addresses)
        .values({
          userId: user.id,
          name: "Bench Buyer",
          phone: "9876543210",
          line1: "1 Bench Road",
          pincode: "560001",
          city: "Bengaluru",
          state: "Karnataka",
        })
        .returning();
      return { user, token: await startSession(db, user.id, {}), addressId: address!.id };
    };
    const seller = await person(0, "seller");
    const listings = await db
      .insert(products)
      .values(
        Array.from({ length: PAYMENTS + 1 }, (_, i) => ({
          title: `Bench listing ${i}`,
          description: "For the checkout bench.",
          price: 1000 + i,
          category: "other" as const,
          sellerId: seller.user.id,
          status: "approved" as const,
        })),
      )
      .returning({ id: products.id, price: products.price });
    const buyers: Awaited<ReturnType<typeof person>>[] = [];
    for (let i = 1; i <= Math.max(PAYMENTS, RACERS); i++) buyers.push(await person(i, "buyer"));

    const initiate = (buyer: (typeof buyers)[number], listing: (typeof listings)[number]) => {
      const f = priceBreakdown(Number(listing.price));
      return app.inject({
        method: "POST",
        url: "/api/payments/initiate",
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: {
          productId: listing.id,
          addressId: buyer.addressId,
          deliveryAddress: "1 Bench Road, Bengaluru, Karnataka - 560001",
          productPrice: f.productPrice,
          platformFee: f.buyerFee,
          deliveryPrice: f.deliveryCharge,
          discountAmount: f.couponDiscount,
          finalPrice: f.total,
        },
      });
    };

    console.log(`\nCheckout on PostgreSQL (${PAYMENTS} payments)`);
    const started: Record<string, string>[] = [];
    const initiateMs: number[] = [];
    for (let i = 0; i < PAYMENTS; i++) {
      const t = performance.now();
      const res = await initiate(buyers[i]!, listings[i]!);
      initiateMs.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`initiate answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      started.push(res.json().paymentData);
    }
    printRow("POST /api/payments/initiate", initiateMs, 50);

    // Each buyer pays on the sandbox's hosted page first (untimed); the timed return then asks the sandbox, as it
    // would ask PayU, what it captured (verify_payment, answered inside the same process) before placing the order.
    const returns = [];
    for (const d of started) returns.push(await payInSandbox(app, d));
    const callbackMs: number[] = [];
    for (const back of returns) {
      const t = performance.now();
      const res = await formPost(app, new URL(back.action).pathname, back.fields);
      callbackMs.push(performance.now() - t);
      if (res.statusCode !== 303 || !res.headers.location?.startsWith("/payment/success"))
        throw new Error(`callback answered ${res.statusCode} ${String(res.headers.location)}`);
    }
    printRow("PayU return: confirmed, order placed", callbackMs, 50);

    const contested = listings[PAYMENTS]!;
    const t = performance.now();
    const answers = await Promise.all(buyers.slice(0, RACERS).map((b) => initiate(b, contested)));
    const took = performance.now() - t;
    const won = answers.filter((a) => a.statusCode === 200).length;
    console.log(
      `  ${`${RACERS} buyers initiating on one listing`.padEnd(44)} ${ms(took)}, ${won} reservation${won === 1 ? "" : "s"}` +
        `  (budget < 2000 ms and exactly 1: ${took < 2000 && won === 1 ? "met" : "MISSED"})`,
    );
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}
