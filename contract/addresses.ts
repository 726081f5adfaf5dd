import { z } from "zod";

export const savedAddressSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** A courier cannot deliver without someone to hand the parcel to: older addresses lack these until edited. */
export const isAddressComplete = (a: Pick<SavedAddress, "name" | "phone">) => Boolean(a.name && a.phone);
