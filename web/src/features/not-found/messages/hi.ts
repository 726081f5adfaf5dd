import type en from "./en";

/** The not-found page's Hindi messages (decision 0046; words from docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "notFound.title": "पेज नहीं मिला · {brand}",
  "notFound.error": "गड़बड़ी 404",
  "notFound.heading": "पेज नहीं मिला",
  "notFound.text": "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है। चलिए, आपको किसी अच्छी जगह वापस ले चलते हैं।",
  "notFound.home": "होम पर जाएँ",
  "notFound.browse": "प्रोडक्ट देखें",
};

export default hi;
