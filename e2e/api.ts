import { inject } from "vitest";

/** One JSON call to the server's API; anything but a 2xx fails the test with the server's answer. */
export async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${inject("baseURL")}/api${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(data)}`);
  return data;
}
