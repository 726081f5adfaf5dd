import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * One browser on one device that agreed to Web Push (docs/providers/web-push.md): where its push service takes
 * messages (`endpoint`, unique: re-subscribing the same browser updates its row) and the keys the payload is encrypted
 * to. Written only by the push module.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique("push_subscriptions_endpoint_key"),
    /** The browser's P-256 public key, base64url (65 bytes). */
    p256dh: text().notNull(),
    /** The browser's auth secret, base64url (16 bytes). */
    auth: text().notNull(),
    createdAt: createdAt(),
    /** The last time its push service accepted a message (201): how long a subscription has been silent. */
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.userId)],
);
