import { sweepRateLimitCounters } from "../modules/cluster";
import { contactRoutes } from "../modules/contact/contact-routes";
import { healthRoutes } from "../modules/health/health-routes";
import { notificationRoutes } from "../modules/notifications/notifications-routes";
import { notificationPreferenceRoutes } from "../modules/notifications/preferences-routes";
import { API, type Area } from "./context";

/** What keeps the service running and people told: health and readiness, the bell, the contact form, shared limits. */
export const operationsArea: Area = async (app, { config, deps, bus, readiness, jobs }) => {
  await app.register(healthRoutes, { ...API, readiness });
  await app.register(notificationRoutes, { ...API, bus });
  await app.register(notificationPreferenceRoutes, API);
  await app.register(contactRoutes, { ...API, mailer: deps.mailer, grievanceOfficer: config.grievanceOfficer });
  jobs.push({ name: "rate-limit-sweep", run: (db) => sweepRateLimitCounters(db) });
};
