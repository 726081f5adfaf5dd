import { currentLanguage } from "@web/i18n/i18n";
import { clearSession, getToken } from "./session";

/** An API failure: status plus the server's `{ message, code, details }` and any extra fields it sent. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Json = Record<string, unknown> | unknown[];

/**
 * How requests leave: the browser's fetch, or on the server (rendering a public page) the server's own in-process
 * handler, which is given no cookie and no token so a rendered page never carries anyone's data.
 */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

export function setApiTransport(next: Transport) {
  transport = next;
}

/**
 * Calls where a 401 is the form's answer (wrong password, wrong or expired code), not a verdict on
 * the session's token: the page shows its own toast and nobody is signed out.
 */
const CREDENTIAL_PATHS = new Set(
  [
    "login",
    "admin-login",
    "register",
    "verify-email",
    "resend-verification",
    "send-otp",
    "check-email",
    "forgot-password",
    "reset-password",
  ].map((p) => `/api/auth/${p}`),
);

export function endsSessionOn401(path: string): boolean {
  return !CREDENTIAL_PATHS.has(path.split(/[?#]/)[0]!);
}

/** Sends the session's bearer token when there is one; a 401 for a sent token ends the session (credential forms excepted). */
export async function apiRequest<T>(method: string, path: string, body?: Json, signal?: AbortSignal): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (body) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  // The page's language (decision 0046): the server's messages come back in it for a visitor not signed in.
  if (typeof window !== "undefined") headers["Accept-Language"] = currentLanguage();
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: "include",
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError(0, "Failed to fetch: check your connection and try again.");
  }
  const text = await response.text();
  const data = text ? safeParse(text) : undefined;
  if (!response.ok) {
    // The token died (expired, revoked by logout elsewhere or a password reset): guarded pages now send the person to /login.
    if (response.status === 401 && token && token === getToken() && endsSessionOn401(path)) clearSession();
    const payload = (data && typeof data === "object" ? data : {}) as Record<string, unknown> & {
      message?: string;
      code?: string;
      details?: unknown;
    };
    throw new ApiRequestError(
      response.status,
      payload.message ?? (text || response.statusText),
      payload.code,
      payload.details,
      payload,
    );
  }
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's own explanation of a 4xx (validation, conflict, rate limit), never a network or gateway text. */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.message
    ? err.message
    : undefined;
}

/** Seconds the server asked us to wait (429 answers carry retryAfterSeconds in details). */
export function retryAfterSeconds(err: unknown): number | undefined {
  if (!(err instanceof ApiRequestError)) return undefined;
  const details = err.details && typeof err.details === "object" ? (err.details as Record<string, unknown>) : {};
  const value = details.retryAfterSeconds ?? err.body.retryAfterSeconds;
  return typeof value === "number" && value > 0 ? value : undefined;
}
