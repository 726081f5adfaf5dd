import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";

/** What the login answers can ask of the screen besides a plain failure (docs/product.md#messages). */
export interface AuthErrorRoutes {
  /** The account exists but its email is not verified yet. */
  onNeedsVerification?: (email: string) => void;
  /** No such account: offer registration with what the person typed. */
  onRegister?: (prefill: { email?: string; mobile?: string; username?: string }) => void;
}

export function showAuthError(err: unknown, title: string, fallback: string, routes: AuthErrorRoutes = {}) {
  const body = err instanceof ApiRequestError ? err.body : {};
  if (body.shouldRedirectToRegister && routes.onRegister) {
    toast({
      title: "Account Not Found",
      description: "This account doesn't exist. Would you like to create one?",
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
        title: "Email Verification Required",
        description: "Please verify your email address to continue.",
        variant: "destructive",
      });
      routes.onNeedsVerification(email);
      return;
    }
    toast({
      title: "Email Verification Required",
      description: serverMessage(err) ?? "Please verify your email address before logging in.",
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
