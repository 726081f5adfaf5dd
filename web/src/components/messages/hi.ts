import type en from "./en";

/** The shared components' Hindi messages (decision 0046; words from docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "mobileVerify.skip": "अभी छोड़ें",
  "mobileVerify.sendFailed": "अभी कोड नहीं भेजा जा सका। एक मिनट बाद फिर से कोशिश करें।",
  "mobileVerify.length": "मोबाइल नंबर 10 अंकों का होना चाहिए",
  "mobileVerify.checkCode": "अपना कोड जाँचें और फिर से कोशिश करें।",
  "mobileVerify.number": "मोबाइल नंबर",
  "mobileVerify.sending": "भेजा जा रहा है...",
  "mobileVerify.send": "कोड भेजें",
  "mobileVerify.codeSentTo": "+91 {mobile} पर भेजा गया 6 अंकों का कोड",
  "mobileVerify.verifying": "वेरिफ़ाई हो रहा है...",
  "mobileVerify.verify": "वेरिफ़ाई करें",
  "mobileVerify.resendIn": "{n} सेकंड में कोड दोबारा भेजें",
  "mobileVerify.resend": "कोड दोबारा भेजें",
  "mobileVerify.change": "नंबर बदलें",
};

export default hi;
