import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import type { FeatureTranslator, KeyOf } from "@web/i18n/feature-messages";
import type { accountMessages } from "@web/features/account/messages";

type AccountT = FeatureTranslator<KeyOf<typeof accountMessages>>;
type AuthErrorKey =
  | "auth.notFound"
  | "auth.notFoundText"
  | "auth.verificationRequired"
  | "auth.verifyToContinue"
  | "auth.verifyBeforeLogin";

/** The admin's sign-in stays English (decision 0046): its words here, without loading the account catalogue. */
const ENGLISH: Record<AuthErrorKey, string> = {
  "auth.notFound": "Account Not Found",
  "auth.notFoundText": "This account doesn't exist. Would you like to create one?",
  "auth.verificationRequired": "Email Verification Required",
  "auth.verifyToContinue": "Please verify your email address to continue.",
  "auth.verifyBeforeLogin": "Please verify your email address before logging in.",
};

/** What the login answers can ask of the screen besides a plain failure (docs/product.md#messages). */
export interface AuthErrorRoutes {
  /** The account exists but its email is not verified yet. */
  onNeedsVerification?: (email: string) => void;
  /** No such account: offer registration with what the person typed. */
  onRegister?: (prefill: { email?: string; mobile?: string; username?: string }) => void;
}

/**
 * `words`: the calling screen's translator, for the toasts shown here besides the given title and fallback; `null` on
 * the admin's English-only sign-in.
 */
export function showAuthError(
  words: AccountT | null,
  err: unknown,
  title: string,
  fallback: string,
  routes: AuthErrorRoutes = {},
) {
  const t = (key: AuthErrorKey) => (words ? words(key) : ENGLISH[key]);
  const body = err instanceof ApiRequestError ? err.body : {};
  if (body.shouldRedirectToRegister && routes.onRegister) {
    toast({
      title: t("auth.notFound"),
      description: t("auth.notFoundText"),
      variant: "destructive",
    });
    routes.onRegister({ email: str(body.email), mobile: str(body.mobile), username: str(body.username) });
    return;
  }
  if (body.needsEmailVerification) {
    // The overlay sends a code to an email address only: the one the server names (the person may have
    // typed a username or mobile). Without one, the message is all we can show.
    const email = emailAddress(body.email);
    if (email && routes.onNeedsVerification) {
      toast({
        title: t("auth.verificationRequired"),
        description: t("auth.verifyToContinue"),
        variant: "destructive",
      });
      routes.onNeedsVerification(email);
      return;
    }
    toast({
      title: t("auth.verificationRequired"),
      description: serverMessage(err) ?? t("auth.verifyBeforeLogin"),
      variant: "destructive",
    });
    return;
  }
  toast({ title, description: serverMessage(err) ?? fallback, variant: "destructive" });
}

const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);

const emailAddress = (v: unknown) => (typeof v === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? v : undefined);

export function registerHref(prefill: { email?: string; mobile?: string; username?: string }) {
  const query = new URLSearchParams(Object.entries(prefill).filter((e): e is [string, string] => Boolean(e[1])));
  const text = query.toString();
  return text ? `/register?${text}` : "/register";
}
