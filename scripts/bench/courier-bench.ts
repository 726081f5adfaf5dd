import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { istStamp } from "../../contract/ist-days";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { orders } from "../../server/db/schema/orders";
import { products } from "../../server/db/schema/products";
import { shipments } from "../../server/db/schema/shipments";
import { courierSettings } from "../../server/modules/shipping";
import { insertUser } from "../../server/modules/users/users-repo";
import { createScratchDatabase } from "../../server/test/scratch-database";
import { printRow } from "./stats";

const ROUNDS = Number(process.env.BENCH_COURIER ?? 300);

/**
 * The courier's budgets: POST /api/webhooks/courier p95 < 20 ms (a new scan stored and the order moved), and
 * GET /api/delivery/estimate p95 < 10 ms with a warm cache.
 */
export async function benchCourier(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, "dobara_bench");
  const database = openDatabase({ url: scratch.url, embeddedPath: "memory://" });
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: "/tmp/dobara-bench" }),
    seedDemo: false,
  };
  const app = await buildApp(config, { database });
  const db = database.db;
  try {
    const user = (i: number) =>
      insertUser(db, {
        fullName: `Courier Bench ${i}`,
        username: `courier_${i}`,
        mobile: `7${String(100000000 + i)}`,
        email: `courier${i}@example.in`,
        passwordHash: "unused",
        role: "seller",
        isVerified: true,
      });
    const seller = await user(0);
    const buyer = await user(1);
    const listings = await db
      .insert(products)
      .values(
        Array.from({ length: ROUNDS }, (_, i) => ({
          title: `Courier bench ${i}`,
          description: "For the courier bench.",
          price: 1000 + i,
          category: "other" as const,
          sellerId: seller.id,
          status: "sold" as const,
          isAvailable: false,
          pincode: "700016",
          city: "Kolkata",
          state: "West Bengal",
          addressLine1: "4 Park Street",
        })),
      )
      .returning({ id: products.id });
    const awbs: string[] = [];
    for (const [i, listing] of listings.entries()) {
      const [order] = await db
        .insert(orders)
        .values({
          buyerId: buyer.id,
          sellerId: seller.id,
          productId: listing.id,
          finalPrice: 1000 + i,
          buyerFee: 0,
          sellerFee: 0,
          platformFee: 0,
          deliveryCharge: 0,
          status: "confirmed",
          deliveryAddress: "Bench Buyer, 9876543210, 1 Bench Road, Bengaluru, Karnataka - 560001",
        })
        .returning();
      const awb = `BENCH${String(i).padStart(8, "0")}`;
      await db.insert(shipments).values({
        orderId: order!.id,
        request: {} as never,
        state: "booked",
        phase: "booked",
        awb,
        courierName: "Bench Surface",
      });
      awbs.push(awb);
    }
    const token = courierSettings(app.config).webhookToken!;

    console.log(`\nCourier on PostgreSQL (${ROUNDS} scans, ${ROUNDS} estimates)`);
    const hookMs: number[] = [];
    for (const awb of awbs) {
      const at = istStamp(new Date());
      const body = {
        awb,
        shipment_status: "PICKED UP",
        shipment_status_id: 42,
        current_timestamp: at,
        scans: [
          { date: at, activity: "Picked up", location: "Kolkata", "sr-status": "42", "sr-status-label": "PICKED UP" },
        ],
      };
      const t = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/webhooks/courier",
        headers: { "content-type": "application/json", "x-api-key": token },
        payload: JSON.stringify(body),
      });
      hookMs.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}`);
    }
    const [moved] = await db.select().from(orders).where(eq(orders.productId, listings[0]!.id));
    if (moved!.status !== "picked_up") throw new Error("the webhook did not move the order");
    printRow("POST /api/webhooks/courier (new scan)", hookMs, 20);

    // Each from its own address: the endpoint's per-IP limit is not what is measured.
    const estimate = (i: number) =>
      app.inject({
        url: `/api/delivery/estimate?productId=${listings[i % 10]!.id}&pincode=560001`,
        remoteAddress: `10.9.${(i >> 8) & 255}.${i & 255}`,
      });
    for (let i = 0; i < 10; i++) await estimate(i); // warm the cache
    const estimateMs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      const res = await estimate(i);
      estimateMs.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`estimate answered ${res.statusCode}`);
    }
    printRow("GET /api/delivery/estimate (warm cache)", estimateMs, 10);
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}
