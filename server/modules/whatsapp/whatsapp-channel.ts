import type { FastifyBaseLogger } from "fastify";
import { pathInLanguage } from "@contract/language";
import type { Db } from "../../db/client";
import type { DeliveryChannel, Outgoing, SendResult } from "../notifications";
import { sendTemplate } from "./cloud-api-client";
import { verdictOf } from "./cloud-api-errors";
import { claimCall, markAccepted, markRefused, UNKNOWN_WAIT_SECONDS } from "./messages-repo";
import { findOptIn } from "./opt-in-repo";
import { templateFor, templateParameter } from "./templates";
import type { WhatsAppSettings } from "./whatsapp-settings";

export interface WhatsAppDeps {
  db: Db;
  /** Undefined when WhatsApp is off (production without settings): every send is skipped. */
  settings: WhatsAppSettings | undefined;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * The WhatsApp channel (decision 0048; docs/providers/whatsapp.md): a notification goes out as its kind's approved
 * template to the account's verified number, only if the person opted in to that number. Meta takes no idempotency
 * key, so our delivery id is kept beside Meta's message id, and a turn repeated after a time-out does not call again.
 */
export function whatsAppChannel(deps: WhatsAppDeps): DeliveryChannel {
  return {
    name: "whatsapp",
    async send(outgoing) {
      const { settings, db } = deps;
      if (!settings) return { outcome: "skipped", reason: "WhatsApp is not configured" };
      const person = await findOptIn(db, outgoing.userId);
      if (!person?.verifiedMobile) return { outcome: "skipped", reason: "no verified mobile" };
      if (!person.optedIn) return { outcome: "skipped", reason: "not opted in to WhatsApp" };
      const claim = await claimCall(db, outgoing.deliveryId, person.verifiedMobile);
      if (claim.kind === "known")
        return {
          outcome: claim.status === "delivered" || claim.status === "read" ? "delivered" : "sent",
          providerId: claim.wamid,
        };
      if (claim.kind === "waiting")
        return {
          outcome: "retry",
          error: "an earlier call's answer is unknown: waiting for WhatsApp's status report",
          retryAfterSeconds: claim.seconds,
        };
      return call(deps, settings, outgoing, person.verifiedMobile);
    },
  };
}

async function call(deps: WhatsAppDeps, settings: WhatsAppSettings, outgoing: Outgoing, mobile: string) {
  const answer = await sendTemplate(settings, {
    mobile,
    template: templateFor(settings.templates, outgoing.type, outgoing.language),
    parameters: [
      outgoing.title,
      outgoing.message,
      `${deps.publicUrl}${pathInLanguage(outgoing.language, outgoing.link)}`,
    ].map(templateParameter),
    callbackData: outgoing.deliveryId,
  });
  if (answer.state === "accepted") {
    await markAccepted(deps.db, outgoing.deliveryId, answer.wamid);
    return { outcome: "sent", providerId: answer.wamid } satisfies SendResult;
  }
  if (answer.state === "unknown")
    return { outcome: "retry", error: answer.reason, retryAfterSeconds: UNKNOWN_WAIT_SECONDS } satisfies SendResult;
  await markRefused(deps.db, outgoing.deliveryId);
  const verdict = verdictOf(answer.code, answer.status);
  if (verdict.outcome === "retry")
    return {
      outcome: "retry",
      error: answer.reason,
      retryAfterSeconds: verdict.retryAfterSeconds,
    } satisfies SendResult;
  if (verdict.alert)
    deps.log.error(
      { code: answer.code, deliveryId: outgoing.deliveryId },
      "WhatsApp refuses every send until the token, permissions or account are fixed",
    );
  return { outcome: "failed", error: answer.reason } satisfies SendResult;
}
