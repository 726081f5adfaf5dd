import type { Messages } from "./en";

/**
 * The Hindi messages (decision 0046): everyday Hindi as Indian apps write it, with the marketplace's words from
 * docs/hindi-glossary.md. Typed against the English keys: a missing or extra key does not compile.
 */
const hi: Messages = {
  "language.switchTo": "English",
  "language.switchLabel": "View in English (अंग्रेज़ी में देखें)",
  "language.name": "हिन्दी",

  "shell.skip": "सीधे मुख्य हिस्से पर जाएँ",
  "shell.login": "लॉग इन",
  "shell.signUp": "साइन अप",
  "shell.search": "खोजें",
  "shell.searchAll": "सभी लिस्टिंग में खोजें",
  "shell.openMenu": "मेन्यू खोलें",
  "shell.menu": "मेन्यू",
  "shell.closeMenu": "मेन्यू बंद करें",
  "shell.hello": "नमस्ते, {name}!",
  "shell.welcome": "Dobara में आपका स्वागत है। खरीदने, बेचने और ऑफ़र देने के लिए लॉग इन करें।",
  "shell.browseProducts": "प्रोडक्ट देखें",
  "shell.myAccount": "मेरा अकाउंट",
  "shell.listProduct": "प्रोडक्ट लिस्ट करें",
  "shell.adminPanel": "एडमिन पैनल",
  "shell.contactUs": "संपर्क करें",
  "shell.logout": "लॉग आउट",
  "shell.loggingOut": "लॉग आउट हो रहा है...",
  "shell.recentSearches": "हाल की खोजें",
  "shell.clear": "हटाएँ",
  "shell.browseCategories": "कैटेगरी देखें",
  "shell.loading": "लोड हो रहा है",
  "shell.tryAgain": "फिर से कोशिश करें",
  "shell.goBack": "वापस जाएँ",
  "shell.offline": "आप ऑफ़लाइन हैं",
  "shell.offlineDetail":
    "इस पेज के लिए इंटरनेट चाहिए। इस डिवाइस पर सेव किए गए पेज पर वापस जाएँ, या कनेक्ट होने पर फिर से कोशिश करें।",
  "shell.pageFailed": "यह पेज लोड नहीं हो सका",
  "shell.pageFailedDetail": "अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
  "shell.checkingSignIn": "आपका लॉग इन जाँचा जा रहा है",
  "shell.checkingSignInDetail":
    "अभी Dobara से संपर्क नहीं हो पा रहा, इसलिए हम पक्का नहीं कर सके कि आप अब भी लॉग इन हैं। इस डिवाइस पर आप लॉग इन रहेंगे; हम कोशिश करते रहेंगे।",

  "footer.forBuyers": "खरीदारों के लिए",
  "footer.forSellers": "विक्रेताओं के लिए",
  "footer.support": "सहायता",
  "footer.trackOrders": "ऑर्डर ट्रैक करें",
  "footer.returnPolicy": "रिटर्न और रिफ़ंड पॉलिसी",
  "footer.shipping": "शिपिंग और डिलीवरी",
  "footer.startSelling": "बेचना शुरू करें",
  "footer.sellerGuidelines": "विक्रेता गाइडलाइन",
  "footer.communityGuidelines": "कम्युनिटी गाइडलाइन",
  "footer.privacy": "प्राइवेसी पॉलिसी",
  "footer.terms": "नियम और शर्तें",
  "footer.cookies": "कुकी पॉलिसी",
  "footer.supportHours": "सहायता का समय: ",
  "brand.tagline": "पुराना सामान, सुरक्षित तरीके से आगे — पूरे भारत के लोगों को जोड़ते हुए।",
  "brand.supportHours": "सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे (IST); रविवार और राष्ट्रीय छुट्टियों पर बंद",
  "brand.supportReply": "हम हर मैसेज का जवाब 24 घंटे के अंदर देते हैं।",

  "category.electronics": "इलेक्ट्रॉनिक्स",
  "category.fashion": "फ़ैशन",
  "category.home_garden": "घर और बगीचा",
  "category.sports": "खेल-कूद",
  "category.books": "किताबें",
  "category.vehicles": "गाड़ियाँ",
  "category.other": "अन्य",
  "shell.cancel": "रद्द करें",
  "shell.searchProducts": "प्रोडक्ट खोजें",
};

export default hi;
