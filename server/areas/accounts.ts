import { addressRoutes } from "../modules/addresses/addresses-routes";
import { authRoutes } from "../modules/auth/auth-routes";
import { sweepMobileCodes } from "../modules/auth/mobile-code-service";
import { bankAccountRoutes } from "../modules/bank-accounts/bank-accounts-routes";
import { startValidation } from "../modules/payouts";
import { privacyRoutes } from "../modules/privacy/privacy-routes";
import { pushRoutes, pushSettings } from "../modules/push";
import { sweepStaleRegistrations } from "../modules/users/stale-registrations";
import { whatsAppOptInRoutes, whatsAppWebhookRoutes } from "../modules/whatsapp";
import { API, type Area } from "./context";

/**
 * Registration, sign-in (password, e-mail or SMS code) and the account's own changes, its data export and erasure,
 * saved addresses, bank accounts and their penny drop, the devices that get push notifications, the WhatsApp opt-in
 * and Meta's webhook.
 */
export const accountsArea: Area = async (app, { config, database, deps, providers, files, jobs }) => {
  await app.register(authRoutes, { ...API, mailer: deps.mailer, sms: providers.sms, publicUrl: deps.publicUrl });
  await app.register(privacyRoutes, { ...API, files, grievanceOfficer: config.grievanceOfficer });
  await app.register(addressRoutes, API);
  await app.register(pushRoutes, { ...API, push: await pushSettings(config, database) });
  const byApi = providers.payoutSettings.mode === "api";
  await app.register(bankAccountRoutes, {
    ...API,
    encryptor: deps.encryptor,
    ...(byApi ? { verify: (id: string) => startValidation(providers.payouts, id) } : {}),
  });
  const whatsapp = providers.whatsapp;
  await app.register(whatsAppOptInRoutes, { ...API, db: deps.db, available: Boolean(whatsapp) });
  if (whatsapp)
    await app.register(whatsAppWebhookRoutes, { ...API, deps: { db: deps.db, settings: whatsapp, log: deps.log } });
  // Registrations never verified within a day give back their username, mobile and e-mail: an hourly look will do.
  jobs.push({
    name: "stale-registrations",
    kind: "claims",
    everySeconds: 3600,
    run: () => sweepStaleRegistrations(deps.db),
  });
  // SMS codes and registration proofs a day past their expiry.
  jobs.push({ name: "mobile-code-sweep", run: (db) => sweepMobileCodes(db) });
};
