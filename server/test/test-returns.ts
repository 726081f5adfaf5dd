import type { FastifyInstance } from "fastify";
import { requester } from "./test-people";

/**
 * The happy path's end of a return once the admin approved it: the parcel marked back with the seller (as for a
 * parcel moved by hand) and the seller's "Received as described", which refunds. Answers the seller's response.
 */
export async function backAndReceived(
  app: FastifyInstance,
  tokens: { admin: string; seller: string },
  ids: { returnId: string; orderId: string },
) {
  const req = requester(app);
  const back = await req("PUT", `/api/admin/returns/${ids.returnId}/back-with-seller`, tokens.admin);
  if (back.statusCode !== 200) return back;
  return req("PUT", `/api/orders/${ids.orderId}/return/check`, tokens.seller, { outcome: "received" });
}
