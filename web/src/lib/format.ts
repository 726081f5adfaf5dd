const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Whole rupees, en-IN grouping: 125000 -> ₹1,25,000. */
export const formatRupees = (amount: number | string) => inr.format(Number(amount));

const istDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });
export const formatDateIST = (value: string | Date) => istDate.format(new Date(value));
