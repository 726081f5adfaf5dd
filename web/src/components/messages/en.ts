/** The shared components' English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "mobileVerify.skip": "Skip for now",
  "mobileVerify.sendFailed": "We could not send the code right now. Please try again in a minute.",
  "mobileVerify.length": "Mobile number must be 10 digits",
  "mobileVerify.checkCode": "Please check your code and try again.",
  "mobileVerify.number": "Mobile number",
  "mobileVerify.sending": "Sending...",
  "mobileVerify.send": "Send code",
  "mobileVerify.codeSentTo": "6-digit code sent to +91 {mobile}",
  "mobileVerify.verifying": "Verifying...",
  "mobileVerify.verify": "Verify",
  "mobileVerify.resendIn": "Resend code in {n}s",
  "mobileVerify.resend": "Resend code",
  "mobileVerify.change": "Change number",
} as const satisfies Record<string, string>;

export default en;
