/**
 * Indian digit grouping by hand: the last three digits, then pairs (1,25,000). Intl.NumberFormat would do the same,
 * but building the first formatter makes the browser load its locale data, 60-110 ms of main thread on a first
 * visit (measured on the home page) that a cheap phone pays four times over. The test checks it against Intl.
 */
export function formatIndianNumber(value: number | string) {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(n);
  // Intl rounds halves away from zero; Math.round rounds -2.5 to -2.
  const whole = Math.sign(n) * Math.round(Math.abs(n));
  const digits = Math.abs(whole).toFixed(0);
  const grouped =
    digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Whole rupees, en-IN grouping: 125000 -> ₹1,25,000. Shared so share previews and pages print prices alike. */
export function formatRupees(amount: number | string) {
  const text = formatIndianNumber(amount);
  return text.startsWith("-") ? `-₹${text.slice(1)}` : `₹${text}`;
}
