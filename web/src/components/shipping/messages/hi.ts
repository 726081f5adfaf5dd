import type en from "./en";

/** The delivery estimate's Hindi messages (decision 0046; words from docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "shipping.notServiceable": "हमारा कूरियर अभी पिनकोड {pincode} पर डिलीवरी नहीं करता। कोई दूसरा पता चुनें।",
};

export default hi;
