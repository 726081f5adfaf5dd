import type { FastifyRequest } from "fastify";
import { maskAccountNumber } from "@contract/bank-accounts";

/**
 * A request as the log shows it (Fastify's own fields). RazorpayX's API, and so our payouts sandbox, takes the
 * platform's account number in the query string (GET /v1/payouts?account_number=...): the log keeps its last four
 * digits only, as everywhere else.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutAccountNumbers(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const withoutAccountNumbers = (url: string) =>
  url.replace(
    /([?&]account_number=)([^&#]*)/g,
    (_, key: string, value: string) => key + maskAccountNumber(value.slice(-4)),
  );
