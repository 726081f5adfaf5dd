/**
 * Database errors arrive wrapped (drizzle's DrizzleQueryError around the driver's error), and the wrapper's
 * message and `params` carry the query's values: password hashes, token hashes, e-mail addresses. These helpers
 * read the SQLSTATE and make a loggable copy that keeps the SQL and the driver's verdict but none of the values.
 */
type Coded = { code?: unknown; message?: unknown; cause?: unknown };

/** The SQLSTATEs the server acts on, by name: the only place their codes are written. */
export const SQL_STATE = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  serializationFailure: "40001",
} as const;

/** The driver's error: the first in the cause chain that carries a SQLSTATE. */
function driverError(error: unknown): (Coded & { code: string; constraint?: unknown }) | undefined {
  for (let e = error as Coded | undefined, depth = 0; e && depth < 5; e = e.cause as Coded | undefined, depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e as Coded & { code: string };
  }
  return undefined;
}

/** The SQLSTATE of the first error in the cause chain that has one. */
export const sqlState = (error: unknown): string | undefined => driverError(error)?.code;

/** The constraint a constraint violation names, when it names one. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint = driverError(error)?.constraint;
  return typeof constraint === "string" ? constraint : undefined;
}

/** Data exceptions (22xxx) and constraint violations (23xxx) quote the offending value in their message. */
const quotesValues = (state: string | undefined) => state?.startsWith("22") || state?.startsWith("23");

/** What a log line may say about an error: for database errors, no parameters and no row details. */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const withParams = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (!("params" in withParams) && !sqlState(error)) return error;
  const state = sqlState(error);
  const cause = withParams.cause as
    (Coded & { constraint?: unknown; table?: unknown; column?: unknown; routine?: unknown }) | undefined;
  return {
    type: error.name,
    message:
      typeof withParams.query === "string"
        ? `Failed query: ${withParams.query}`
        : String(cause?.message ?? "database error"),
    sqlState: state,
    cause: cause && {
      message: quotesValues(state) ? String(cause.message).replace(/"[^"]*"/g, '"[value]"') : cause.message,
      constraint: cause.constraint,
      table: cause.table,
      column: cause.column,
      routine: cause.routine,
    },
    stack: error.stack
      ?.split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
  };
}
