import type { Mailer } from "../../lib/mailer";
import type { ShippingDeps } from "../shipping";

/** What the fulfilment workflow is given: the courier (shipping's), and the mail that asks both sides to rate. */
export interface FulfilmentDeps extends ShippingDeps {
  mailer: Mailer;
  publicUrl: string;
}
