import type en from "./en";

/** The notification prompt's Hindi messages (decision 0046; words from docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "push.title": "इस फ़ोन पर सूचनाएँ पाएँ?",
  "push.why.offer": "विक्रेता आपके ऑफ़र का जवाब दे, तो इस फ़ोन पर तुरंत पता चलेगा।",
  "push.why.listing": "कोई आपके सामान पर ऑफ़र दे या उसे खरीदे, तो इस फ़ोन पर तुरंत पता चलेगा।",
  "push.why.order": "आपका ऑर्डर स्वीकार हो, भेजा जाए या डिलीवर हो, तो इस फ़ोन पर तुरंत पता चलेगा।",
  "push.allow": "अनुमति दें",
  "push.notNow": "अभी नहीं",
  "push.on": "इस फ़ोन पर सूचनाएँ चालू हो गईं",
  "push.failed": "सूचनाएँ चालू नहीं हो सकीं",
  "push.blocked": "आपके ब्राउज़र ने सूचनाएँ रोक दी हैं। आप ब्राउज़र की साइट सेटिंग में इनकी अनुमति दे सकते हैं।",
  "push.device.off": "इस ब्राउज़र पर फ़ोन सूचनाएँ चालू नहीं हैं।",
  "push.device.allow": "इस फ़ोन पर चालू करें",
  "push.device.blocked": "इस ब्राउज़र ने सूचनाएँ रोक दी हैं। आप इसकी साइट सेटिंग में इन्हें चालू कर सकते हैं।",
  "push.device.unavailable": "यह ब्राउज़र फ़ोन सूचनाएँ नहीं दिखा सकता।",
  "push.device.on": "इस ब्राउज़र पर फ़ोन सूचनाएँ चालू हैं",
  "push.device.failed": "फ़ोन सूचनाएँ चालू नहीं हो सकीं",
};

export default hi;
