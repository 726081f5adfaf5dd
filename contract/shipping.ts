import { z } from "zod";
import { CATEGORIES, type Category } from "./categories";
import { SHIPPING_MESSAGES } from "./shipping-rules";

export { SHIPPING_MESSAGES } from "./shipping-rules";

/** The parcel size the courier is told for a category until an admin edits it (cm and kg; Shiprocket wants > 0.5 cm). */
export const DEFAULT_PARCEL_SIZES: Record<
  Category,
  { lengthCm: number; breadthCm: number; heightCm: number; weightKg: number }
> = {
  electronics: { lengthCm: 30, breadthCm: 25, heightCm: 12, weightKg: 1.5 },
  fashion: { lengthCm: 35, breadthCm: 28, heightCm: 8, weightKg: 0.8 },
  home_garden: { lengthCm: 45, breadthCm: 35, heightCm: 30, weightKg: 4 },
  sports: { lengthCm: 90, breadthCm: 20, heightCm: 15, weightKg: 2 },
  books: { lengthCm: 25, breadthCm: 20, heightCm: 8, weightKg: 1 },
  vehicles: { lengthCm: 120, breadthCm: 60, heightCm: 40, weightKg: 10 },
  other: { lengthCm: 30, breadthCm: 25, heightCm: 15, weightKg: 1.5 },
};

export const deliveryEstimateQuerySchema = z.object({
  productId: z.uuid({ error: SHIPPING_MESSAGES.product }),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, { error: SHIPPING_MESSAGES.pincode }),
});

/** `GET /api/delivery/estimate`: can the courier carry the listing there, in how many days, by which date (IST). */
export const deliveryEstimateSchema = z.object({
  serviceable: z.boolean(),
  etaDays: z.number().nullable(),
  deliveryBy: z.string().nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** The admin's Shipments view, by what needs doing (decision 0022). */
export const SHIPMENT_VIEWS = ["failed", "awaiting_pickup", "in_transit", "ndr", "rto"] as const;

export const adminShipmentsQuerySchema = z.object({
  view: z.enum(SHIPMENT_VIEWS).default("failed"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const adminShipmentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  /** `forward` (seller to buyer) or `return` (the return pickup, buyer to seller). */
  kind: z.enum(["forward", "return"]),
  state: z.string(),
  phase: z.string().nullable(),
  courierName: z.string().nullable(),
  awb: z.string().nullable(),
  labelUrl: z.string().nullable(),
  pickupScheduledFor: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/**
 * The admin's parcel-size editor: what the courier is told a parcel of each product type measures. Whole
 * centimetres (the courier wants more than 0.5 cm a side) and kilograms to two places; the maxima are far beyond any
 * parcel we ship, so a slip of the keyboard (a 0 too many) is caught.
 */
export const PARCEL_SIZE_LIMITS = { maxSideCm: 300, maxWeightKg: 100 } as const;

export const PARCEL_SIZE_MESSAGES = {
  category: "Unknown product type",
  side: (name: string) => `${name} must be a whole number of centimetres from 1 to ${PARCEL_SIZE_LIMITS.maxSideCm}`,
  weight: `Weight must be more than 0 and at most ${PARCEL_SIZE_LIMITS.maxWeightKg} kg, to two decimal places`,
  saved: "Parcel size saved",
};

const side = (name: string) =>
  z
    .number({ error: PARCEL_SIZE_MESSAGES.side(name) })
    .int({ error: PARCEL_SIZE_MESSAGES.side(name) })
    .min(1, { error: PARCEL_SIZE_MESSAGES.side(name) })
    .max(PARCEL_SIZE_LIMITS.maxSideCm, { error: PARCEL_SIZE_MESSAGES.side(name) });

/** `PUT /api/admin/parcel-sizes/{category}`. */
export const parcelSizeInputSchema = z.object({
  lengthCm: side("Length"),
  breadthCm: side("Breadth"),
  heightCm: side("Height"),
  weightKg: z
    .number({ error: PARCEL_SIZE_MESSAGES.weight })
    .gt(0, { error: PARCEL_SIZE_MESSAGES.weight })
    .max(PARCEL_SIZE_LIMITS.maxWeightKg, { error: PARCEL_SIZE_MESSAGES.weight })
    .refine((kg) => Math.abs(kg * 100 - Math.round(kg * 100)) < 1e-6, { error: PARCEL_SIZE_MESSAGES.weight }),
});
export type ParcelSizeInput = z.infer<typeof parcelSizeInputSchema>;

export const parcelSizeParamsSchema = z.object({
  category: z.enum(CATEGORIES, { error: PARCEL_SIZE_MESSAGES.category }),
});

/** `GET /api/admin/parcel-sizes`: every product type with its size; `isDefault` while no admin has set one. */
export const parcelSizeSchema = parcelSizeInputSchema.extend({
  category: z.enum(CATEGORIES),
  isDefault: z.boolean(),
});
export type ParcelSize = z.infer<typeof parcelSizeSchema>;
