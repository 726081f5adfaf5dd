import { z } from "zod";
import { DELIVERY_CHANNELS } from "./notification-channels";

export const ADMIN_DELIVERY_MESSAGES = {
  days: "days must be a whole number from 1 to 30",
};

export const deliveryFiguresQuerySchema = z.object({
  days: z.coerce
    .number({ error: ADMIN_DELIVERY_MESSAGES.days })
    .int({ error: ADMIN_DELIVERY_MESSAGES.days })
    .min(1, { error: ADMIN_DELIVERY_MESSAGES.days })
    .max(30, { error: ADMIN_DELIVERY_MESSAGES.days })
    .default(7),
});

/**
 * How each channel beyond the bell fared for the notifications of the last `days` days (decision 0048). `failureRate`
 * is failed over what was settled by the provider (reached + failed): skipped (no device, not opted in) and waiting
 * rows are not the channel's failures. Null when nothing was settled.
 */
export const deliveryFiguresSchema = z.object({
  days: z.number(),
  channels: z.array(
    z.object({
      channel: z.enum(DELIVERY_CHANNELS),
      total: z.number(),
      waiting: z.number(),
      reached: z.number(),
      delivered: z.number(),
      failed: z.number(),
      skipped: z.number(),
      failureRate: z.number().nullable(),
    }),
  ),
});
export type DeliveryFigures = z.infer<typeof deliveryFiguresSchema>;
