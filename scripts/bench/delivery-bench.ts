import { performance } from "node:perf_hooks";
import { priceBreakdown } from "../../contract/pricing";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase, type Db } from "../../server/db/client";
import { addresses } from "../../server/db/schema/addresses";
import { products } from "../../server/db/schema/products";
import { pushSubscriptions } from "../../server/db/schema/push-subscriptions";
import { startSession } from "../../server/modules/auth/session-service";
import { insertUser } from "../../server/modules/users/users-repo";
import { formPost, payInSandbox } from "../../server/test/sandbox-payer";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { benchFanOut } from "./fanout-bench";
import { browserKeys, startPushPeer, startWhatsAppPeer, type ArrivalPeer } from "./provider-peers";
import { printRow } from "./stats";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const SELLER_MOBILE = "9876500001";

/**
 * Notifications beyond the bell (decision 0048), with the job runner running as in production and the providers
 * stood in for on loopback: the time from an order's payment confirmation to the push service and the WhatsApp
 * Cloud API receiving the seller's message (budget p95 < 2 s), then the fan-out of one kind to 10,000 people.
 */
export async function benchDeliveries(serverUrl: string) {
  const push = await startPushPeer();
  const whatsapp = await startWhatsAppPeer();
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATA_DIR: "/tmp/dobara-bench",
    WEB_PUSH_ALLOW_LOOPBACK: "1",
    WHATSAPP_TOKEN: "bench-token",
    WHATSAPP_PHONE_NUMBER_ID: "100200300",
    WHATSAPP_APP_SECRET: "bench-secret",
    WHATSAPP_VERIFY_TOKEN: "bench-verify",
    WHATSAPP_API_URL: whatsapp.url,
  });
  const app = await buildApp({ ...config, seedDemo: false }, { database, mailer: { send: async () => undefined } });
  try {
    // Listening starts the job runner: its interval, and the wake-up on each commit that queued deliveries.
    await app.listen({ port: 0, host: "127.0.0.1" });
    console.log(
      `\nNotification deliveries on PostgreSQL (job interval ${config.jobIntervalSeconds} s; woken on each commit)`,
    );
    await orderToProvider(app, database.db, push, whatsapp);
    await benchFanOut(database.db, push);
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
    await push.close();
    await whatsapp.close();
  }
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** ORDERS orders placed one after another through the sandbox gateway, each timed to both providers. */
async function orderToProvider(app: App, db: Db, push: ArrivalPeer, whatsapp: ArrivalPeer) {
  const seller = await insertUser(db, {
    fullName: "Bench Seller",
    username: "deliver_seller",
    mobile: SELLER_MOBILE,
    mobileVerified: true,
    email: "deliver.seller@example.in",
    passwordHash: "unused",
    role: "seller",
    isVerified: true,
  });
  const sellerToken = await startSession(db, seller.id, {});
  const optIn = await app.inject({
    method: "PUT",
    url: "/api/whatsapp/opt-in",
    headers: { authorization: `Bearer ${sellerToken}` },
    payload: { optIn: true, wordingVersion: "wa-opt-in-1" },
  });
  if (optIn.statusCode !== 200) throw new Error(`opt-in answered ${optIn.statusCode}: ${optIn.body}`);
  await db
    .insert(pushSubscriptions)
    .values({ userId: seller.id, endpoint: `${push.url}/push/seller`, ...browserKeys() });

  const listings = await db
    .insert(products)
    .values(
      Array.from({ length: ORDERS }, (_, i) => ({
        title: `Delivery bench listing ${i}`,
        description: "For the delivery bench.",
        price: 1000 + i,
        category: "other" as const,
        sellerId: seller.id,
        status: "approved" as const,
      })),
    )
    .returning({ id: products.id, price: products.price });
  // Each buyer starts and pays on the sandbox's page (untimed); the timed part starts with the return to our surl.
  const returns = [];
  for (const [i, listing] of listings.entries()) {
    const buyer = await insertUser(db, {
      fullName: `Bench Buyer ${i}`,
      username: `deliver_${i}`,
      mobile: `8${String(100000000 + i)}`,
      email: `deliver${i}@example.in`,
      passwordHash: "unused",
      role: "buyer",
      isVerified: true,
    });
    const [address] = await db
      .insert(addresses)
      .values({
        userId: buyer.id,
        name: "Bench Buyer",
        phone: "9876543210",
        line1: "1 Bench Road",
        pincode: "560001",
        city: "Bengaluru",
        state: "Karnataka",
      })
      .returning();
    const f = priceBreakdown(Number(listing.price));
    const res = await app.inject({
      method: "POST",
      url: "/api/payments/initiate",
      headers: { authorization: `Bearer ${await startSession(db, buyer.id, {})}` },
      payload: {
        productId: listing.id,
        addressId: address!.id,
        deliveryAddress: "1 Bench Road, Bengaluru, Karnataka - 560001",
        productPrice: f.productPrice,
        platformFee: f.buyerFee,
        deliveryPrice: f.deliveryCharge,
        discountAmount: f.couponDiscount,
        finalPrice: f.total,
      },
    });
    if (res.statusCode !== 200) throw new Error(`initiate answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    returns.push(await payInSandbox(app, res.json().paymentData));
  }

  const toPush: number[] = [];
  const toWhatsApp: number[] = [];
  for (const back of returns) {
    const pushed = push.next("/push/seller", 120_000);
    const written = whatsapp.next(`+91${SELLER_MOBILE}`, 120_000);
    const start = performance.now();
    const res = await formPost(app, new URL(back.action).pathname, back.fields);
    if (res.statusCode !== 303 || !res.headers.location?.startsWith("/payment/success"))
      throw new Error(`the return answered ${res.statusCode} ${String(res.headers.location)}`);
    toPush.push((await pushed) - start);
    toWhatsApp.push((await written) - start);
  }
  printRow("order placed -> push service", toPush, 2000);
  printRow("order placed -> WhatsApp Cloud API", toWhatsApp, 2000);
}
