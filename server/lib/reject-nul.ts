import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request would surface as a database error
 * deep inside a handler. One request-wide check refuses it up front with a 400, for every route.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per request for a synchronous check.
  // Plain checks, no list of parts built: this runs on every request.
  app.addHook("preValidation", (request, _reply, done) => {
    const part = containsNul(request.body, 0)
      ? "body"
      : containsNul(request.query, 0)
        ? "query"
        : containsNul(request.params, 0)
          ? "params"
          : undefined;
    if (!part) return done();
    done(
      new AppError(400, "INVALID_TEXT", "The request contains a character that is not allowed (NUL)", [
        { field: part },
      ]),
    );
  });
}

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  for (const key of Object.keys(value)) {
    if (key.includes("\u0000") || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
