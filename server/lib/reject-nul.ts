import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request would surface as a database error
 * deep inside a handler. One request-wide check refuses it up front with a 400, for every route.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per request for a synchronous check.
  app.addHook("preValidation", (request, _reply, done) => {
    for (const [part, value] of [
      ["body", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      if (containsNul(value, 0)) {
        return done(
          new AppError(400, "INVALID_TEXT", "The request contains a character that is not allowed (NUL)", [
            { field: part },
          ]),
        );
      }
    }
    done();
  });
}

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNul(inner, depth + 1)) return true;
  }
  return false;
}
