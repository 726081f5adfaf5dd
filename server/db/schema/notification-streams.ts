import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { sessions } from "./sessions";
import { users } from "./users";

/**
 * The live notification streams open now, in any server process: what lets a user's streams be capped across
 * processes (the oldest closes first) and a stream be ended by whichever process learns that its session ended.
 * A process that dies leaves its rows behind; they are the oldest of their user and the first to be pushed out.
 */
export const notificationStreams = pgTable(
  "notification_streams",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** clock_timestamp() taken under the user's lock, so concurrent opens are ordered as they were admitted. */
    openedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("notification_streams_user_id_opened_at_idx").on(t.userId, t.openedAt),
    index("notification_streams_session_id_idx").on(t.sessionId),
  ],
);
