import type en from "./en";

/** The account screens' Hindi messages (decision 0046; words from docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "auth.alreadyHave": "पहले से अकाउंट है?",
  "auth.logIn": "लॉग इन करें",
  "auth.createAccount": "अपना अकाउंट बनाएँ",
  "auth.createAccountText": "पूरे भारत में पुराना सामान सुरक्षित तरीके से खरीदें और बेचें।",
  "auth.checkEmail": "अपना ईमेल देखें",
  "auth.codeSent": "हमने {email} पर 6 अंकों का कोड भेजा है।",
  "auth.newTo": "Dobara पर नए हैं?",
  "auth.signUp": "साइन अप करें",
  "auth.loginText": "खरीदने, बेचने और अपने ऑर्डर ट्रैक करने के लिए लॉग इन करें।",
  "auth.restoring":
    "अभी Dobara से संपर्क नहीं हो पा रहा, इसलिए आपका सेव किया हुआ लॉग इन पक्का नहीं हो सका। हम कोशिश करते रहेंगे, या आप फिर से लॉग इन कर सकते हैं।",
  "auth.forgot": "पासवर्ड भूल गए?",
  "auth.forgotText": "अपने अकाउंट का ईमेल डालें, हम नया पासवर्ड बनाने के लिए कोड भेजेंगे।",
  "auth.sendReset": "रीसेट कोड भेजें",
  "auth.setNew": "नया पासवर्ड बनाएँ",
  "auth.setNewText": "{email} पर भेजा गया कोड डालें और नया पासवर्ड चुनें।",
  "auth.enterLoginCode": "अपना लॉग इन कोड डालें",
  "auth.weSentCode": "हमने 6 अंकों का कोड भेजा है:",
  "auth.otpFailed": "OTP से लॉग इन नहीं हो सका",
  "auth.backToLogin": "लॉग इन पर वापस",
};

export default hi;
