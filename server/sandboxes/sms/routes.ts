import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { SmsSettings } from "../../modules/sms";
import { sandboxInbox } from "./inbox";
import { sandboxSmsPage } from "./page";

/**
 * The built-in stand-in for MSG91 (never registered with MSG91 settings, never in production): its Flow API at
 * /sandbox/sms/api/v5/flow with MSG91's rules and answers, the DLT templates' texts (codes, the accept reminder), a
 * page of what was sent, and a control API for tests (the messages of a number; the next send failing).
 */

type Body = Record<string, unknown>;
const MOBILES = /^91[6-9]\d{9}$/;

/** The texts of the DLT templates the sandbox pretends are registered, each with its variables (msg91.md). */
const codeText = (v: Body) =>
  `${String(v.otp)} is your Dobara verification code, valid for 10 minutes. Do not share it. - Dobara`;
const codeTextHi = (v: Body) =>
  `${String(v.otp)} आपका Dobara वेरिफ़िकेशन कोड है, 10 मिनट तक मान्य। इसे किसी से शेयर न करें। - Dobara`;
const reminderText = (v: Body) =>
  `Dobara: accept order #${String(v.order)} by ${String(v.deadline)} IST or the sale is cancelled. ${String(v.link)} - Dobara`;
const reminderTextHi = (v: Body) =>
  `Dobara: ऑर्डर #${String(v.order)} ${String(v.deadline)} IST तक स्वीकार करें, नहीं तो बिक्री रद्द होगी। ${String(v.link)} - Dobara`;

type Template = { text: (v: Body) => string; variables: readonly string[] };

/** Each template id the settings name, with its text; without a Hindi id of its own the English text is sent. */
function templatesOf(settings: SmsSettings) {
  const templates = new Map<string, Template>();
  const add = (id: string | undefined, template: Template) => {
    if (id && !templates.has(id)) templates.set(id, template);
  };
  const code = ["otp"] as const;
  const reminder = ["order", "deadline", "link"] as const;
  add(settings.templateId, { text: codeText, variables: code });
  add(settings.templateIdHi, { text: codeTextHi, variables: code });
  add(settings.reminderTemplateId, { text: reminderText, variables: reminder });
  add(settings.reminderTemplateIdHi, { text: reminderTextHi, variables: reminder });
  return templates;
}

const apiError = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ type: "error", message });

const sameKey = (given: unknown, ours: string) => {
  const a = Buffer.from(typeof given === "string" ? given : "");
  const b = Buffer.from(ours);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const smsSandboxRoutes: FastifyPluginAsync<{ settings: SmsSettings }> = async (app, { settings }) => {
  const inbox = sandboxInbox();
  const templates = templatesOf(settings);

  app.post("/sandbox/sms/api/v5/flow", { schema: { hide: true } }, async (request, reply) => {
    if (!sameKey(request.headers.authkey, settings.authKey)) return apiError(reply, 401, "Authentication failure");
    const failure = inbox.takeFailure();
    if (failure === "5xx") return reply.status(502).send("Bad Gateway");
    if (failure === "error") return apiError(reply, 400, "Insufficient balance");
    const body = (request.body && typeof request.body === "object" ? request.body : {}) as Body;
    const template = typeof body.template_id === "string" ? templates.get(body.template_id) : undefined;
    if (!template) return apiError(reply, 400, "Invalid template id");
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Body[]) : [];
    if (recipients.length === 0) return apiError(reply, 400, "Recipients missing");
    for (const r of recipients) {
      if (typeof r.mobiles !== "string" || !MOBILES.test(r.mobiles))
        return apiError(reply, 400, "Invalid mobile number");
      // A DLT variable is at most 40 characters; a missing one would send the template's placeholder.
      for (const name of template.variables) {
        const value = r[name];
        if (typeof value !== "string" || value.length === 0 || value.length > 40)
          return apiError(reply, 400, "SMS not Matched with DLT Template");
      }
    }
    const requestId = randomBytes(12).toString("hex");
    for (const r of recipients) {
      const sms = { requestId, mobiles: r.mobiles as string, text: template.text(r), at: new Date().toISOString() };
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
