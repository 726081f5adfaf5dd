import type en from "./en";

/** The wishlist tab's Hindi messages (decision 0046; words from docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "wishlistTab.heading": "विशलिस्ट",
  "wishlistTab.failed": "विशलिस्ट लोड नहीं हो सकी",
  "wishlistTab.empty": "अभी कुछ सेव नहीं किया है। किसी भी लिस्टिंग पर दिल के निशान को दबाएँ, वह यहाँ रहेगी।",
  "wishlistTab.available": "उपलब्ध",
  "wishlistTab.sold": "बिक गया",
};

export default hi;
