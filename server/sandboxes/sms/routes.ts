import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { SmsSettings } from "../../modules/sms";
import { sandboxInbox } from "./inbox";
import { sandboxSmsPage } from "./page";

/**
 * The built-in stand-in for MSG91 (never registered with MSG91 settings, never in production): its Flow API at
 * /sandbox/sms/api/v5/flow with MSG91's rules and answers, the DLT template's text, a page of what was sent, and a
 * control API for tests (the messages of a number; the next send failing).
 */

type Body = Record<string, unknown>;
const MOBILES = /^91[6-9]\d{9}$/;

/** The texts of the DLT templates (English, Hindi) the sandbox pretends are registered, with their one variable. */
const templateText = (otp: string) =>
  `${otp} is your Dobara verification code, valid for 10 minutes. Do not share it. - Dobara`;
const templateTextHi = (otp: string) =>
  `${otp} आपका Dobara वेरिफ़िकेशन कोड है, 10 मिनट तक मान्य। इसे किसी से शेयर न करें। - Dobara`;

const apiError = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ type: "error", message });

const sameKey = (given: unknown, ours: string) => {
  const a = Buffer.from(typeof given === "string" ? given : "");
  const b = Buffer.from(ours);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const smsSandboxRoutes: FastifyPluginAsync<{ settings: SmsSettings }> = async (app, { settings }) => {
  const inbox = sandboxInbox();

  app.post("/sandbox/sms/api/v5/flow", { schema: { hide: true } }, async (request, reply) => {
    if (!sameKey(request.headers.authkey, settings.authKey)) return apiError(reply, 401, "Authentication failure");
    const failure = inbox.takeFailure();
    if (failure === "5xx") return reply.status(502).send("Bad Gateway");
    if (failure === "error") return apiError(reply, 400, "Insufficient balance");
    const body = (request.body && typeof request.body === "object" ? request.body : {}) as Body;
    // Without a Hindi template of its own the Hindi id is the English one: the English text is sent.
    const hindi = body.template_id === settings.templateIdHi && settings.templateIdHi !== settings.templateId;
    if (body.template_id !== settings.templateId && !hindi) return apiError(reply, 400, "Invalid template id");
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Body[]) : [];
    if (recipients.length === 0) return apiError(reply, 400, "Recipients missing");
    for (const r of recipients) {
      if (typeof r.mobiles !== "string" || !MOBILES.test(r.mobiles))
        return apiError(reply, 400, "Invalid mobile number");
      // A DLT variable is at most 40 characters; a missing one would send the template's placeholder.
      if (typeof r.otp !== "string" || r.otp.length === 0 || r.otp.length > 40)
        return apiError(reply, 400, "SMS not Matched with DLT Template");
    }
    const requestId = randomBytes(12).toString("hex");
    for (const r of recipients) {
      const sms = {
        requestId,
        mobiles: r.mobiles as string,
        text: (hindi ? templateTextHi : templateText)(r.otp as string),
        at: new Date().toISOString(),
      };
      inbox.add(sms);
      // Outside production only (the sandbox never runs there): the one place a developer reads the code.
      app.log.info({ to: sms.mobiles, text: sms.text }, "sandbox SMS");
    }
    return reply.send({ type: "success", message: requestId });
  });

  app.get("/sandbox/sms", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(sandboxSmsPage(inbox.list())),
  );

  app.get<{ Querystring: { mobile?: string } }>(
    "/sandbox/sms/control/messages",
    { schema: { hide: true } },
    async (request) => {
      const mobile = request.query.mobile;
      return inbox.list(mobile ? `91${mobile}` : undefined);
    },
  );

  app.post<{ Body: { answer?: string } }>(
    "/sandbox/sms/control/fail-next",
    { schema: { hide: true } },
    async (request) => {
      const answer = request.body?.answer;
      inbox.failNext(answer === "5xx" || answer === "error" ? answer : undefined);
      return { ok: true };
    },
  );
};
