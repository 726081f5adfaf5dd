/** An API failure: status plus the server's `{ message, code, details }` when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown> | unknown[];

export async function apiRequest<T>(method: string, path: string, body?: Json): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: body ? { "Content-Type": "application/json" } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiRequestError(0, "Failed to fetch: check your connection and try again.");
  }
  const text = await response.text();
  const data = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string; code?: string; details?: unknown };
    throw new ApiRequestError(response.status, payload.message ?? (text || response.statusText), payload.code, payload.details);
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
