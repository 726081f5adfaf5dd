import type en from "./en";

/** The browse screens' Hindi messages (decision 0046; words from docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "browse.sortDefault": "डिफ़ॉल्ट",
  "browse.sortNewest": "सबसे नए",
  "browse.sortPriceAsc": "कीमत: कम से ज़्यादा",
  "browse.sortPriceDesc": "कीमत: ज़्यादा से कम",
  "browse.priceRange": "{min} – {max}",
  "browse.priceFrom": "{min} से",
  "browse.priceUpTo": "{max} तक",
  "browse.title": "प्रोडक्ट देखें · Dobara",
  "browse.searchTitle": "{search} · प्रोडक्ट देखें · Dobara",
  "browse.heading": "प्रोडक्ट देखें",
  "browse.searchLabel": "प्रोडक्ट में खोजें",
  "browse.category": "कैटेगरी",
  "browse.allCategories": "सभी कैटेगरी",
  "browse.sortBy": "क्रम",
  "browse.removeFilter": "फ़िल्टर हटाएँ: {label}",
  "browse.lookingFor": "{search} ढूँढ रहे हैं?",
  "browse.browseCategory": "{category} देखें",
  "browse.results": "नतीजे",
  "browse.minPrice": "कम से कम कीमत (₹)",
  "browse.maxPrice": "ज़्यादा से ज़्यादा कीमत (₹)",
  "browse.any": "कोई भी",
  "browse.condition": "हालत",
  "browse.anyCondition": "कोई भी हालत",
  "browse.city": "शहर",
  "browse.anyCity": "कोई भी शहर",
  "browse.filters": "फ़िल्टर",
  "browse.apply": "फ़िल्टर लगाएँ",
  "browse.clearSearch": "खोज हटाएँ",
};

export default hi;
