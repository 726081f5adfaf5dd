import type { Db } from "../../db/client";
import { insertObject } from "./books-repo";
import { newId, unix } from "./settle";

/**
 * A payout made at RazorpayX some other way than through our API calls (its dashboard, another system on the same
 * account): it is listed like the rest, though we never asked for it, so reconciliation must find it. Its fields
 * (status, amount, reference_id, created_at in Unix seconds) are as given; it is settled already, so the sandbox's
 * clock leaves it alone.
 */
export async function payoutMadeElsewhere(db: Db, fields: Record<string, unknown>) {
  const id = newId("pout");
  const entity: Record<string, unknown> = { id, entity: "payout", created_at: unix(new Date()), ...fields };
  const referenceId = typeof entity.reference_id === "string" ? entity.reference_id : null;
  await insertObject(db, {
    id,
    kind: "payout",
    referenceId,
    entity,
    createdAt: new Date(Number(entity.created_at) * 1000),
    settledAt: new Date(),
  });
  return { ...entity, id };
}
