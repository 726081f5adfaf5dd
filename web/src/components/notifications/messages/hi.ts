import type en from "./en";

/** The notification bell's Hindi messages (decision 0046; words from docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "bell.adminUnavailable": "सूचनाएँ (एडमिन के लिए उपलब्ध नहीं)",
  "bell.label": "सूचनाएँ",
  "bell.unread": "सूचनाएँ, {n} बिना पढ़ी",
  "bell.markReadFailed": "सूचना को पढ़ा हुआ मार्क नहीं किया जा सका",
  "bell.markAllFailed": "सभी सूचनाओं को पढ़ा हुआ मार्क नहीं किया जा सका",
  "bell.heading": "सूचनाएँ",
  "bell.markAll": "सब पढ़ा हुआ मार्क करें",
  "bell.loading": "सूचनाएँ लोड हो रही हैं...",
  "bell.empty": "अभी कोई सूचना नहीं",
  "bell.emptyText": "आपके प्रोडक्ट और ऑफ़र से जुड़े अपडेट यहाँ मिलेंगे",
  "bell.unreadMark": " (बिना पढ़ी)",
  "bell.less": "कम दिखाएँ",
  "bell.all": "सब देखें",
};

export default hi;
