import type { FastifyInstance, FastifyRequest } from "fastify";
import { isLanguage, preferredLanguage, type Language } from "@contract/language";
import { hindiText } from "@contract/messages-hi";

/**
 * The language an API answer is written in (decision 0046): the signed-in person's, else the request's
 * Accept-Language (the web app sends its page's language), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = (request as { user?: { language?: unknown } }).user?.language;
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(request.headers["accept-language"]) ?? "en";
}

interface Answer {
  message?: unknown;
  code?: unknown;
  details?: unknown;
  user?: { language?: unknown };
}

/**
 * API answers' `message` (and each detail's) in the reader's language; `code` and every other field stay as they are.
 * Services keep writing English: the Hindi table is looked up here, once, for every route.
 */
export function registerResponseLanguage(app: FastifyInstance) {
  app.addHook("preSerialization", async (request, _reply, payload: unknown) => {
    if (!request.url.startsWith("/api/") || !payload || typeof payload !== "object" || Array.isArray(payload))
      return payload;
    const answer = payload as Answer;
    // A change of language (PUT /api/auth/profile) is confirmed in the language just chosen.
    const language = isLanguage(answer.user?.language) ? answer.user.language : requestLanguage(request);
    if (language !== "hi" || typeof answer.message !== "string") return payload;
    const code = typeof answer.code === "string" ? answer.code : undefined;
    // A form check's answer reads "field: what is wrong": the Hindi of what is wrong says it better than a generic line.
    const first = Array.isArray(answer.details) ? (answer.details[0] as { message?: unknown } | undefined) : undefined;
    const message =
      code === "VALIDATION_ERROR" && typeof first?.message === "string" && hindiText(first.message) !== first.message
        ? hindiText(first.message)
        : hindiText(answer.message, code);
    return {
      ...answer,
      message,
      ...(Array.isArray(answer.details) ? { details: answer.details.map(hindiDetail) } : {}),
    };
  });
}

function hindiDetail(detail: unknown) {
  if (!detail || typeof detail !== "object") return detail;
  const d = detail as { message?: unknown };
  return typeof d.message === "string" ? { ...d, message: hindiText(d.message) } : detail;
}
