import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import { parseForm } from "../../modules/payments";
import type { WhatsAppSettings } from "../../modules/whatsapp";
import { sandboxOutbox, type SandboxWhatsApp } from "./outbox";
import { sandboxWhatsAppPage } from "./page";
import { inboundBody, postWebhook, statusBody } from "./webhook-post";

/**
 * The built-in stand-in for Meta's WhatsApp Cloud API (never registered with WhatsApp settings, never in
 * production): POST /sandbox/whatsapp/<version>/<phone number id>/messages with the Cloud API's checks and answers,
 * a page of what was sent whose buttons post signed status webhooks and STOP replies back to the app, and a control
 * API for tests (the messages to a number; the next send's error code; a status; an inbound text).
 */

type Body = Record<string, unknown>;
const record = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Body) : {});
const TO = /^\+91[6-9]\d{9}$/;
/** The sandbox's approved templates: every notification kind's default name, with three body parameters. */
const TEMPLATE = /^dobara_[a-z_]+$/;

const apiError = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.status(status).send({
    error: { message: `(#${code}) ${message}`, type: "OAuthException", code, fbtrace_id: "sandbox" },
  });

const sameText = (given: string, ours: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(ours);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Meta's answer to a refused send, by code: throughput and pair limits, service trouble, or the code's own. */
function failure(reply: FastifyReply, code: number) {
  if (code === 131000) return reply.status(500).send({ error: { message: "Something went wrong", code } });
  return apiError(reply, 400, code, `Sandbox refusal ${code}`);
}

function readSend(body: Body): {
  message?: Omit<SandboxWhatsApp, "wamid" | "statuses" | "at">;
  error?: [number, string];
} {
  if (body.messaging_product !== "whatsapp") return { error: [100, "messaging_product must be whatsapp"] };
  if (typeof body.to !== "string" || !TO.test(body.to))
    return { error: [131026, "Message undeliverable: to must be +91 and a mobile number"] };
  if (body.type !== "template") return { error: [131047, "Re-engagement message: only templates may start a chat"] };
  const template = record(body.template);
  const language = record(template.language).code;
  if (typeof template.name !== "string" || !TEMPLATE.test(template.name) || (language !== "en" && language !== "hi"))
    return { error: [132001, "Template name does not exist in the translation"] };
  const components = Array.isArray(template.components) ? template.components.map(record) : [];
  const parameters = components.find((c) => c.type === "body")?.parameters;
  const texts = Array.isArray(parameters) ? parameters.map(record).map((p) => p.text) : [];
  if (texts.length !== 3 || texts.some((t) => typeof t !== "string" || t.length === 0))
    return { error: [132000, "Number of parameters does not match the expected number of params"] };
  if (texts.some((t) => /[\n\t]| {5}/.test(t as string)))
    return { error: [132012, "Parameter format does not match format in the created template"] };
  return {
    message: {
      to: body.to,
      template: template.name,
      language,
      parameters: texts as string[],
      callbackData: typeof body.biz_opaque_callback_data === "string" ? body.biz_opaque_callback_data : undefined,
    },
  };
}

export const whatsAppSandboxRoutes: FastifyPluginAsync<{ settings: WhatsAppSettings }> = async (app, { settings }) => {
  const outbox = sandboxOutbox();
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );

  app.post<{ Params: { version: string; phoneNumberId: string } }>(
    "/sandbox/whatsapp/:version/:phoneNumberId/messages",
    { schema: { hide: true } },
    async (request, reply) => {
      const auth = request.headers.authorization ?? "";
      if (!sameText(auth, `Bearer ${settings.token}`)) return apiError(reply, 401, 190, "Invalid OAuth access token");
      if (request.params.phoneNumberId !== settings.phoneNumberId)
        return apiError(reply, 400, 100, "Unsupported post request: unknown phone number id");
      const code = outbox.takeFailure();
      if (code !== undefined) return failure(reply, code);
      const read = readSend(record(request.body));
      if (read.error) return apiError(reply, 400, ...read.error);
      const message = {
        ...read.message!,
        wamid: `wamid.SANDBOX${randomBytes(12).toString("hex")}`,
        statuses: [],
        at: new Date().toISOString(),
      };
      outbox.add(message);
      app.log.info({ template: message.template }, "sandbox WhatsApp message");
      return reply.send({
        messaging_product: "whatsapp",
        contacts: [{ input: message.to, wa_id: message.to.slice(1) }],
        messages: [{ id: message.wamid }],
      });
    },
  );

  const tell = tellers(settings, outbox);
  registerPage(app, outbox, tell);
  registerControl(app, outbox, tell);
};

type Outbox = ReturnType<typeof sandboxOutbox>;
type Tell = ReturnType<typeof tellers>;

/** Meta's webhooks the page and the tests make the sandbox post: a status of a message it sent, or a text from a number. */
function tellers(settings: WhatsAppSettings, outbox: Outbox) {
  const tellStatus = async (wamid: string, status: unknown, code?: number) => {
    const message = outbox.find(wamid);
    if (!message || typeof status !== "string" || !["sent", "delivered", "read", "failed"].includes(status))
      return undefined;
    message.statuses.push(status);
    return postWebhook(settings, statusBody(settings, message, status, code));
  };
  const tellInbound = (from: unknown, text: unknown) => {
    if (typeof from !== "string" || !/^91[6-9]\d{9}$/.test(from) || typeof text !== "string") return undefined;
    return postWebhook(
      settings,
      inboundBody(settings, from, text.slice(0, 1000), `wamid.IN${randomBytes(12).toString("hex")}`),
    );
  };

  return { status: tellStatus, inbound: tellInbound };
}

/** The page of messages and its buttons (forms, no script). */
function registerPage(app: FastifyInstance, outbox: Outbox, tell: Tell) {
  app.get("/sandbox/whatsapp", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(sandboxWhatsAppPage(outbox.list())),
  );
  app.post<{ Params: { wamid: string }; Body: Body }>(
    "/sandbox/whatsapp/messages/:wamid/status",
    { schema: { hide: true } },
    async (request, reply) => {
      await tell.status(request.params.wamid, record(request.body).status);
      return reply.redirect("/sandbox/whatsapp", 303);
    },
  );
  app.post<{ Body: Body }>("/sandbox/whatsapp/inbound", { schema: { hide: true } }, async (request, reply) => {
    const body = record(request.body);
    await tell.inbound(body.from, body.text);
    return reply.redirect("/sandbox/whatsapp", 303);
  });
}

/** The control API for tests: the messages to a number, the next send's error, a status, an inbound text. */
function registerControl(app: FastifyInstance, outbox: Outbox, tell: Tell) {
  app.get<{ Querystring: { mobile?: string } }>(
    "/sandbox/whatsapp/control/messages",
    { schema: { hide: true } },
    async (request) => outbox.list(request.query.mobile ? `+91${request.query.mobile}` : undefined),
  );
  app.post<{ Body: { code?: unknown } }>(
    "/sandbox/whatsapp/control/fail-next",
    { schema: { hide: true } },
    async (request) => {
      const code = record(request.body).code;
      outbox.failNext(typeof code === "number" && Number.isInteger(code) ? code : undefined);
      return { ok: true };
    },
  );
  app.post<{ Body: Body }>("/sandbox/whatsapp/control/status", { schema: { hide: true } }, async (request, reply) => {
    const body = record(request.body);
    const code = typeof body.code === "number" ? body.code : undefined;
    const webhook = await tell.status(String(body.wamid ?? ""), body.status, code);
    return webhook === undefined ? reply.status(404).send({ ok: false }) : { webhook };
  });
  app.post<{ Body: Body }>("/sandbox/whatsapp/control/inbound", { schema: { hide: true } }, async (request, reply) => {
    const body = record(request.body);
    const webhook = await tell.inbound(body.from, body.text);
    return webhook === undefined ? reply.status(400).send({ ok: false }) : { webhook };
  });
}
