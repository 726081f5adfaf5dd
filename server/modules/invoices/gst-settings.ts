import { TAX_DEFAULTS } from "@contract/tax";
import type { InvoiceSupplier } from "../../db/schema/tax-invoices";

/** Dobara's GST registration as configuration gives it (GST_LEGAL_NAME, GST_ADDRESS, GSTIN, GST_STATE, GST_SAC, GST_RATE). */
export interface GstSettings {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  sac: string;
  gstRatePercent: number;
}

/** The stand-in registration outside production (production refuses to start without its own). */
export const DEFAULT_GST: GstSettings = {
  legalName: TAX_DEFAULTS.gstLegalName,
  address: TAX_DEFAULTS.gstAddress,
  gstin: TAX_DEFAULTS.gstin,
  state: TAX_DEFAULTS.gstState,
  sac: TAX_DEFAULTS.gstSac,
  gstRatePercent: TAX_DEFAULTS.gstRatePercent,
};

export const supplierOf = (s: GstSettings): InvoiceSupplier => ({
  legalName: s.legalName,
  address: s.address,
  gstin: s.gstin,
  state: s.state,
  sac: s.sac,
  rateBasisPoints: Math.round(s.gstRatePercent * 100),
});

/** Place of supply is the recipient's state; it is "within the state" when it is the supplier's own. */
export const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
