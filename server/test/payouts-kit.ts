import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { bankAccounts } from "../db/schema/bank-accounts";
import { orders } from "../db/schema/orders";
import { payouts } from "../db/schema/payouts";
import { createEncryptor } from "../lib/encryption";
import type { Mail, Mailer } from "../lib/mailer";
import { makeDuePayouts } from "../modules/settlement";
import { payoutSettings, razorpayxProvider, type PayoutDeps } from "../modules/payouts";
import type { createTestApp } from "./test-app";
import { confirmAndCarry, testSale } from "./test-orders";
import { requester } from "./test-people";

/** The key the payouts tests' apps encrypt bank account numbers with. */
const PAYOUTS_KEY = Buffer.alloc(32, 11);
export const payoutsEnv = { DATA_ENCRYPTION_KEY: PAYOUTS_KEY.toString("base64") };

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Payouts made due the way the app makes them (a sale delivered, its return window passed), to a seller whose bank
 * account holds a real (encrypted) number; and the job's dependencies, aimed at the sandbox or at a test peer.
 */
export function payoutsKit(get: () => TestApp) {
  /** Every mail sent through the kit's mailer: hand it to createTestApp too, to see the app's own mails. */
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(get().app)(...args);

  function deps(overrides: Partial<PayoutDeps["settings"]> = {}): PayoutDeps {
    const { app, db } = get();
    const settings: PayoutDeps["settings"] = {
      ...payoutSettings(app.config),
      transport: (r) => app.inject(r),
      ...overrides,
    };
    return {
      db,
      settings,
      provider: razorpayxProvider(settings),
      encryptor: createEncryptor(PAYOUTS_KEY),
      log: app.log,
      mailer,
      publicUrl: app.config.publicUrl,
    };
  }

  /** A delivered sale whose return window closed: its payout is due (unsent) to a verified account. */
  async function duePayout(opts: { verified?: boolean; accountNumber?: string } = {}) {
    const { app, db } = get();
    const s = await testSale(app, db);
    await db
      .update(bankAccounts)
      .set({
        accountNumberEncrypted: createEncryptor(PAYOUTS_KEY).encrypt(opts.accountNumber ?? "50100123451234"),
        isVerified: opts.verified ?? true,
        verificationStatus: (opts.verified ?? true) ? "verified" : "unverified",
      })
      .where(eq(bankAccounts.id, s.seller.bankId));
    await confirmAndCarry(app, db, s.order.id, s.admin.token);
    await db
      .update(orders)
      .set({ deliveredAt: sql`now() - make_interval(hours => 49)` })
      .where(eq(orders.id, s.order.id));
    await makeDuePayouts(db);
    const [payout] = await db.select().from(payouts).where(eq(payouts.orderId, s.order.id));
    expect(payout).toBeDefined();
    return { ...s, payout: payout! };
  }

  const payoutRow = async (id: string) => (await get().db.select().from(payouts).where(eq(payouts.id, id)))[0]!;

  /** Brings a payout's next turn to now, as time passing would. */
  const comeRound = (id: string) =>
    get()
      .db.update(payouts)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(payouts.id, id));

  return { req, deps, duePayout, payoutRow, comeRound, mails, mailer };
}
