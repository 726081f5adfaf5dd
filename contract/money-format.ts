const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Whole rupees, en-IN grouping: 125000 -> ₹1,25,000. Shared so share previews and pages print prices alike. */
export const formatRupees = (amount: number | string) => inr.format(Number(amount));
