import { invoiceRoutes } from "../modules/invoices";
import { payoutRoutes, settleWaitingValidations, taxIdRoutes } from "../modules/payouts";
import { requestPendingRefunds } from "../modules/refunds";
import { makeDuePayouts, payoutWebhookRoutes, reconcileRecentDays, sendPayouts } from "../modules/settlement";
import { API, type Area } from "./context";

/** Refunds, the seller's payouts and the books proved against the gateways (the settlement workflow). */
export const moneyArea: Area = async (app, { config, deps, providers, jobs }) => {
  const { money, payouts, reconciliation } = providers;
  await app.register(payoutRoutes, { ...API, deps: payouts });
  await app.register(taxIdRoutes, { ...API, deps: payouts });
  await app.register(invoiceRoutes, { ...API, deps: payouts });
  if (providers.payoutSettings.mode === "api") await app.register(payoutWebhookRoutes, { ...API, deps: payouts });
  jobs.push(
    { name: "refunds", kind: "claims", run: () => requestPendingRefunds(money) },
    { name: "reconciliation", kind: "claims", run: () => reconcileRecentDays(reconciliation) },
    { name: "payouts-due", run: (db) => makeDuePayouts(db, config.tax, { mail: deps }) },
    { name: "payouts-send", kind: "claims", run: () => sendPayouts(payouts) },
    { name: "bank-validations", kind: "claims", run: () => settleWaitingValidations(payouts) },
  );
};
