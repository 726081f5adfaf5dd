import { AlertTriangle, Loader2, LockKeyhole } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { PayuPaymentData } from "@contract/checkout";
import { Button } from "@web/components/ui/button";
import { initiateErrorText, initiatePayment } from "./api/initiate-payment";
import { readStoredPayment } from "./checkout-params";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "./messages";

const MANUAL_AFTER_MS = 2_000;
const GATEWAY_DOWN = "gateway-down";
const MISSING = "missing";

type State =
  | { step: "preparing" }
  | { step: "redirecting" | "manual"; payuUrl: string; paymentData: PayuPaymentData }
  /** What went wrong: the gateway's form would not send, nothing to pay, or the server's refusal. */
  | { step: "error"; problem: unknown };

preloadMessages(checkoutMessages);

/**
 * /paynow (docs/product.md#checkout): asks the server to start the payment, then posts the gateway's form. Reloading is safe: the
 * server keeps this buyer's reservation and answers a new txnid on it, and a sold listing is refused.
 */
export function PayNowPage() {
  const t = useMessages(checkoutMessages);
  const [, navigate] = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const [stored] = useState(readStoredPayment);
  const [state, setState] = useState<State>(() =>
    stored ? { step: "preparing" } : { step: "error", problem: MISSING },
  );

  useEffect(() => {
    // Once per visit, though development's strict mode runs effects twice.
    if (started.current) return;
    started.current = true;
    if (!stored) return;
    initiatePayment({ ...stored.request, gateway: "payu" }).then(
      (answer) => {
        if ("checkoutId" in answer) return navigate(`/checkout/${answer.checkoutId}`, { replace: true });
        setState({ step: "redirecting", payuUrl: answer.payuUrl, paymentData: answer.paymentData });
      },
      (err: unknown) => setState({ step: "error", problem: err }),
    );
  }, [navigate, stored]);

  const redirecting = state.step === "redirecting";
  useEffect(() => {
    if (!redirecting) return;
    if (!submitForm(form.current)) return setState({ step: "error", problem: GATEWAY_DOWN });
    // Still here after 2 s (a blocked submit, a slow gateway): let the person send the form themselves.
    const timer = setTimeout(
      () => setState((s) => (s.step === "redirecting" ? { ...s, step: "manual" } : s)),
      MANUAL_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [redirecting]);

  return (
    <div className="mx-auto flex min-h-[60svh] max-w-md flex-col items-center justify-center px-4 py-12 text-center">
      <title>{t("checkout.paynow.title")}</title>
      {state.step === "preparing" && (
        <Status icon={<Loader2 className="size-8 animate-spin" aria-hidden />} title={t("checkout.paynow.preparing")}>
          {t("checkout.paynow.preparingText")}
        </Status>
      )}
      {state.step === "redirecting" && (
        <Status icon={<Loader2 className="size-8 animate-spin" aria-hidden />} title={t("checkout.paynow.redirecting")}>
          {t("checkout.paynow.redirectingText")}
        </Status>
      )}
      {state.step === "manual" && (
        <Status icon={<LockKeyhole className="size-8" aria-hidden />} title={t("checkout.paynow.manual")}>
          {t("checkout.paynow.manualText")}
          <div className="mt-6 flex justify-center gap-3">
            <Button onClick={() => submitForm(form.current) || setState({ step: "error", problem: GATEWAY_DOWN })}>
              {t("checkout.paynow.proceed")}
            </Button>
            <Button asChild variant="outline">
              <Link href="/browse">{t("checkout.paynow.cancel")}</Link>
            </Button>
          </div>
        </Status>
      )}
      {state.step === "error" && (
        <Status
          icon={<AlertTriangle className="size-8 text-red-600" aria-hidden />}
          title={t("checkout.paynow.error")}
          alert
        >
          {state.problem === MISSING
            ? t("checkout.paynow.missing")
            : state.problem === GATEWAY_DOWN
              ? t("checkout.paynow.gatewayDown")
              : initiateErrorText(t, state.problem)}
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {stored && (
              <Button asChild>
                <Link href={stored.summaryUrl}>{t("checkout.paynow.backToSummary")}</Link>
              </Button>
            )}
            <Button asChild variant={stored ? "outline" : "primary"}>
              <Link href="/dashboard">{t("checkout.backToDashboard")}</Link>
            </Button>
          </div>
        </Status>
      )}
      {(state.step === "redirecting" || state.step === "manual") && (
        <form ref={form} method="POST" action={state.payuUrl} hidden aria-hidden>
          {Object.entries(state.paymentData).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      )}
    </div>
  );
}

function submitForm(form: HTMLFormElement | null): boolean {
  try {
    if (!form) return false;
    form.submit();
    return true;
  } catch {
    return false;
  }
}

function Status({
  icon,
  title,
  alert = false,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  alert?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div role={alert ? "alert" : "status"} className="w-full">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}
