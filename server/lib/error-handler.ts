import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { loggableError, sqlState } from "./database-errors";
import { AppError } from "./errors";

/** SQLSTATEs that mean the request, not the server, was at fault (or lost a race it can retry). */
const DATABASE_CLIENT_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  // NUL and unencodable characters in text reach here only if a route skipped the request-wide check.
  "22021": { status: 400, message: "The text contains a character that is not allowed", code: "INVALID_TEXT" },
  "22P05": { status: 400, message: "The text contains a character that is not allowed", code: "INVALID_TEXT" },
  // Two requests raced for the same unique row; the loser gets a plain conflict, never a 500.
  "23505": {
    status: 409,
    message: "This was changed by another request at the same moment. Please try again.",
    code: "CONFLICT",
  },
  "40001": {
    status: 409,
    message: "This was changed by another request at the same moment. Please try again.",
    code: "CONFLICT",
  },
  "40P01": {
    status: 409,
    message: "This was changed by another request at the same moment. Please try again.",
    code: "CONFLICT",
  },
};

/** The one place errors become `{ message, code, details? }`. Bad input is always 4xx; 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.body, message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "is invalid",
      }));
      const first = details[0];
      const where = error.validationContext === "body" ? "" : ` in ${error.validationContext}`;
      const message = first
        ? first.field
          ? `${first.field}${where}: ${first.message}`
          : `${first.message}${where}`
        : "Invalid request";
      return reply.status(400).send({ message, code: "VALIDATION_ERROR", details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: loggableError(error) }, "response did not match its schema");
      return reply
        .status(500)
        .send({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message, code: "TOO_MANY_REQUESTS" });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error), code: error.code ?? "BAD_REQUEST" });
    }
    const database = DATABASE_CLIENT_ERRORS[sqlState(error) ?? ""];
    if (database) {
      request.log.warn({ err: loggableError(error) }, "database refused the request");
      return reply.status(database.status).send({ message: database.message, code: database.code });
    }
    request.log.error({ err: loggableError(error) }, "unhandled error");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" });
  });
}

/** Fastify's own 4xx texts, reworded where they would puzzle a person. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type: send JSON";
    default:
      return error.message;
  }
}
