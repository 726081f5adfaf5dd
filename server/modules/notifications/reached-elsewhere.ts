import type { Db } from "../../db/client";
import { reachedOn } from "./deliveries-repo";

/**
 * Whether push or WhatsApp is known to have reached the person with this notification (a `delivered` or `read`
 * report): the SMS fallback of the last accept reminder is then not sent (decision 0048).
 */
export const reachedElsewhere = (db: Db, notificationId: string) => reachedOn(db, notificationId, ["push", "whatsapp"]);
