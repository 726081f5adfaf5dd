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

/** The code in the newest SMS the server's SMS sandbox took in for a number (its control API, outside /api). */
export async function smsCode(mobile: string) {
  const res = await fetch(`${inject("baseURL")}/sandbox/sms/control/messages?mobile=${mobile}`);
  const [newest] = (await res.json()) as { text: string }[];
  const code = /^(\d{6}) is your/.exec(newest?.text ?? "")?.[1];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

const SCAN_TO = { picked_up: 42, out_for_delivery: 17, delivered: 7 } as const;

/** The sandbox courier carries an accepted order's parcel to `status`: its scan reaches our webhook, as a courier's would. */
export async function courierCarries(orderId: string, adminToken: string, status: keyof typeof SCAN_TO) {
  const view = await call<{ shipment: { awb: string | null } | null }>(
    "GET",
    `/admin/orders/${orderId}`,
    undefined,
    adminToken,
  );
  if (!view.shipment?.awb) throw new Error(`order ${orderId} has no parcel booked with the courier`);
  const res = await fetch(`${inject("baseURL")}/sandbox/courier/shipments/${view.shipment.awb}/scan`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ status: SCAN_TO[status] }),
  });
  if (!res.ok) throw new Error(`the sandbox courier answered ${res.status}: ${await res.text()}`);
}
