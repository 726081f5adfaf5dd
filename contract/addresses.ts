import { z } from "zod";

export const savedAddressSchema = z.object({
  id: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
