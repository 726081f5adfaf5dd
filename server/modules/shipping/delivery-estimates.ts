import { DEFAULT_PARCEL_SIZES, SHIPPING_MESSAGES, type DeliveryEstimate } from "@contract/shipping";
import { istDateOf } from "@contract/ist-days";
import { AppError } from "../../lib/errors";
import { getProduct } from "../catalog";
import type { users } from "../../db/schema/users";
import type { ShippingDeps } from "./booking";
import type { Serviceability } from "./courier";

type User = typeof users.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough pairs for a busy day; past it the oldest go first. */
const MAX_PAIRS = 50_000;

export type DeliveryEstimates = ReturnType<typeof deliveryEstimates>;

/**
 * Delivery estimates from the courier's serviceability, kept a day per pincode pair (the answer changes rarely and a
 * product page must not wait on the courier): concurrent asks for one pair share one call.
 */
export function deliveryEstimates(deps: ShippingDeps) {
  const cache = new Map<string, { answer: Promise<Serviceability>; until: number }>();

  function serviceability(from: string, to: string) {
    const key = `${from}:${to}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.answer;
    // One weight for the pair: serviceability depends on the pincodes, and the cache is per pair.
    const answer = deps.courier.serviceability({ from, to, weightKg: DEFAULT_PARCEL_SIZES.other.weightKg });
    cache.delete(key);
    if (cache.size >= MAX_PAIRS) cache.delete(cache.keys().next().value!);
    cache.set(key, { answer, until: Date.now() + DAY_MS });
    answer.catch(() => cache.delete(key));
    return answer;
  }

  return {
    /**
     * Answers only for a listing whose product page `viewer` may see (live, or their own, or any to an admin): any
     * other is the product page's 404, so a pending or rejected listing's existence and its private pickup pincode
     * are not confirmed by asking. Throws 422 for a listing with no pickup pincode (older listings) and 503 when
     * the courier cannot be asked now.
     */
    async estimate(
      productId: string,
      pincode: string,
      viewer: User | undefined,
      now = new Date(),
    ): Promise<DeliveryEstimate> {
      const { product: listing } = await getProduct(deps.db, productId, viewer);
      if (!listing.pincode) throw new AppError(422, "NO_PICKUP_PINCODE", SHIPPING_MESSAGES.noPickupPincode);
      let answer: Serviceability;
      try {
        answer = await serviceability(listing.pincode, pincode);
      } catch (err) {
        deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, "courier serviceability failed");
        throw new AppError(503, "COURIER_UNAVAILABLE", SHIPPING_MESSAGES.unavailable);
      }
      if (!answer.serviceable) return { serviceable: false, etaDays: null, deliveryBy: null };
      return {
        serviceable: true,
        etaDays: answer.etaDays,
        deliveryBy: istDateOf(new Date(now.getTime() + answer.etaDays * DAY_MS)),
      };
    },
  };
}
