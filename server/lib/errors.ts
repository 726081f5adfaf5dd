/** Typed errors services throw; the one error handler in app.ts turns them into `{ message, code, details? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** Extra top-level fields some answers carry by contract (e.g. `needsEmailVerification`). */
  body?: Record<string, unknown>;
  withBody(body: Record<string, unknown>) {
    this.body = body;
    return this;
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, "BAD_REQUEST", message, details);
export const unauthorized = (message = "Please log in to continue") => new AppError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "You are not allowed to do this") => new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string, details?: unknown) => new AppError(409, "CONFLICT", message, details);
/** Another company we depend on could not be asked: nothing changed, and the same request may be tried later. */
export const unavailable = (message: string) => new AppError(503, "UNAVAILABLE", message);
export const tooManyRequests = (message: string, details?: unknown) =>
  new AppError(429, "TOO_MANY_REQUESTS", message, details);
