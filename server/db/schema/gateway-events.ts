import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Webhook events already handled, by the gateway's event id: a redelivered event is answered and ignored. */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    gateway: text().notNull(),
    eventId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "gateway_events_pk", columns: [t.gateway, t.eventId] })],
);
