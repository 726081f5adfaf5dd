/** The account screens' English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "auth.alreadyHave": "Already have an account?",
  "auth.logIn": "Log in",
  "auth.createAccount": "Create your account",
  "auth.createAccountText": "Buy and sell pre-owned goods safely across India.",
  "auth.checkEmail": "Check your email",
  "auth.codeSent": "We have sent a 6-digit code to {email}.",
  "auth.newTo": "New to Dobara?",
  "auth.signUp": "Sign up",
  "auth.loginText": "Log in to buy, sell and track your orders.",
  "auth.restoring":
    "We can't reach Dobara right now to confirm your saved sign-in. We will keep trying, or you can log in again.",
  "auth.forgot": "Forgot your password?",
  "auth.forgotText": "Enter the email of your account and we will send you a code to set a new password.",
  "auth.sendReset": "Send Reset Code",
  "auth.setNew": "Set a new password",
  "auth.setNewText": "Enter the code we sent to {email} and choose a new password.",
  "auth.enterLoginCode": "Enter your login code",
  "auth.weSentCode": "We sent a 6-digit code to",
  "auth.otpFailed": "OTP Login Failed",
  "auth.backToLogin": "Back to login",
} as const satisfies Record<string, string>;

export default en;
