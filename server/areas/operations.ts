import { sweepRateLimitCounters } from "../modules/cluster";
import { contactRoutes } from "../modules/contact/contact-routes";
import { healthRoutes } from "../modules/health/health-routes";
import { notificationRoutes } from "../modules/notifications/notifications-routes";
import { reachedElsewhere, type DeliveryChannel } from "../modules/notifications";
import { dispatchDeliveries } from "../modules/notifications/dispatch-deliveries";
import { DELIVERIES_DUE_CHANNEL } from "../modules/notifications/enqueue-deliveries";
import { emailChannel } from "../modules/notifications/email-channel";
import { notificationPreferenceRoutes } from "../modules/notifications/preferences-routes";
import { unsubscribeRoutes } from "../modules/notifications/unsubscribe-routes";
import { orderPlacedMail, reminderStillDue } from "../modules/orders";
import { pushChannel, pushSettings } from "../modules/push";
import { smsChannel } from "../modules/sms";
import { whatsAppChannel, whatsAppState } from "../modules/whatsapp";
import { API, type Area } from "./context";

/** What keeps the service running and people told: health and readiness, the bell, the contact form, shared limits. */
export const operationsArea: Area = async (
  app,
  { config, database, deps, providers, bus, deliveryCounts, unsubscribeKey, readiness, jobs },
) => {
  await app.register(healthRoutes, { ...API, readiness });
  await app.register(notificationRoutes, { ...API, bus });
  await app.register(notificationPreferenceRoutes, {
    ...API,
    // Opted in only while WhatsApp is on here (production without settings: off for everyone).
    whatsappOptedIn: async (userId) => Boolean(providers.whatsapp) && (await whatsAppState(deps.db, userId)).optedIn,
  });
  await app.register(unsubscribeRoutes, { ...API, unsubscribeKey });
  await app.register(contactRoutes, { ...API, mailer: deps.mailer, grievanceOfficer: config.grievanceOfficer });
  jobs.push({ name: "rate-limit-sweep", run: (db) => sweepRateLimitCounters(db) });
  // The ways a notification leaves beyond the bell (decision 0048): each channel module adds its one line here.
  const channels: DeliveryChannel[] = [
    emailChannel({
      db: deps.db,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      unsubscribeKey,
      // The mails that always go, in their module's words: the buyer's receipt and the seller's new-order mail.
      ownMails: { order_placed: orderPlacedMail },
    }),
    // The installation's VAPID keys: made once on the first start, then read (the accounts area reads the same pair).
    pushChannel(await pushSettings(config, database)),
    whatsAppChannel({ db: deps.db, settings: providers.whatsapp, log: deps.log, publicUrl: deps.publicUrl }),
  ];
  // The last accept reminder when nothing else reached the seller, under the SMS codes' shared caps and budget. Without
  // a reminder template (MSG91_REMINDER_TEMPLATE_ID) there is no such channel: its rows are skipped as not set up.
  if (providers.smsSettings.reminderTemplateId)
    channels.push(
      smsChannel({
        db: deps.db,
        sender: providers.sms.sender,
        dailyLimit: providers.sms.dailyLimit,
        counts: providers.sms.counts,
        publicUrl: deps.publicUrl,
        reachedElsewhere,
        reminderOf: reminderStillDue,
      }),
    );
  jobs.push({
    name: "notification-deliveries",
    kind: "claims",
    run: () => dispatchDeliveries({ db: deps.db, log: deps.log, channels, counts: deliveryCounts }),
    // An order's message goes within a second of its commit, not up to a job interval (a minute) later.
    wakeOn: (wake) => database.listen(DELIVERIES_DUE_CHANNEL, wake),
  });
};
