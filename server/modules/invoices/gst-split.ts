import type { InvoiceLine } from "../../db/schema/tax-invoices";

/**
 * A tax-inclusive amount split into its taxable value and GST, in paise, adding back to the amount exactly
 * (docs/tax.md). Within a state the tax is CGST and SGST at half the rate each: the tax is rounded to an even number
 * of paise so the two halves are equal; across states it is all IGST. rateBasisPoints: 1800 is 18%.
 */
export function splitInclusive(
  description: string,
  totalPaise: number,
  rateBasisPoints: number,
  intraState: boolean,
): InvoiceLine {
  const exactTax = (totalPaise * rateBasisPoints) / (10_000 + rateBasisPoints);
  const tax = intraState ? 2 * Math.round(exactTax / 2) : Math.round(exactTax);
  const half = tax / 2;
  return {
    description,
    totalPaise,
    taxablePaise: totalPaise - tax,
    cgstPaise: intraState ? half : 0,
    sgstPaise: intraState ? half : 0,
    igstPaise: intraState ? 0 : tax,
  };
}

/** An invoice's totals: the sums of its lines. */
export function totalsOf(lines: InvoiceLine[]) {
  const sum = (k: keyof Omit<InvoiceLine, "description">) => lines.reduce((s, l) => s + l[k], 0);
  return {
    totalPaise: sum("totalPaise"),
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
  };
}
