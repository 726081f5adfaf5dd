import { useT } from "@web/i18n/i18n";
import { WifiOff } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { retrySessionCheckNow } from "@web/lib/session-restore";
import { card } from "@web/components/ui/card";

/**
 * A login-only page while the stored session cannot be checked (no connection, server error):
 * the person is not sent to /login (that would lose the session); the check keeps repeating.
 */
export function SessionCheckPending() {
  const t = useT();
  return (
    <div className="flex min-h-svh items-start justify-center px-4 pt-16 sm:pt-24">
      <div className={card("w-full max-w-sm p-6 text-center")} role="status">
        <div className="mx-auto grid size-12 place-items-center rounded-full bg-amber-50 text-amber-600">
          <WifiOff className="size-6" aria-hidden />
        </div>
        <h1 className="mt-3 text-lg font-bold text-slate-900">{t("shell.checkingSignIn")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("shell.checkingSignInDetail")}</p>
        <Button size="lg" className="mt-5 w-full" onClick={retrySessionCheckNow}>
          {t("shell.tryAgain")}
        </Button>
      </div>
    </div>
  );
}
