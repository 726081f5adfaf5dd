/** The sandboxes' own tables, for their drizzle-kit config (server/sandboxes/drizzle.config.ts): never a production table. */
export { sandboxRefunds, sandboxTransactions } from "./payments/schema";
export { sandboxCourierOrders, sandboxCourierPickups } from "./courier/schema";
export { sandboxPayoutObjects } from "./payouts/schema";
