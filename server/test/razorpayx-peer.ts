import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small HTTP server that speaks RazorpayX's payouts API as its documentation describes it (Basic auth, contacts,
 * fund accounts, validations, payouts with X-Payout-Idempotency), with knobs for what tests need: answers that come
 * too late, validations it refuses (as in test mode), payouts it refuses. It records every request it was sent.
 */
interface PeerRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export async function startRazorpayxPeer(auth: { keyId: string; keySecret: string; accountNumber: string }) {
  const requests: PeerRequest[] = [];
  const payouts = new Map<string, { key: string; body: string; entity: Record<string, unknown> }>();
  const knobs = {
    /** Milliseconds to sit on the next N payout creations before answering (the work is done at once). */
    slowCreates: 0,
    slowMs: 0,
    refuseValidation: true,
    refusePayouts: false,
  };
  let n = 0;
  const id = (prefix: string) => `${prefix}_peer${String((n += 1)).padStart(8, "0")}`;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, description: string, field: string | null = null) =>
    send(res, status, {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "business",
        step: null,
        reason: "input_validation_failed",
        metadata: {},
        field,
      },
    });
  /**
   * `GET /v1/payouts`: by reference_id, or by creation time in [from, to] (Unix seconds, both ends included); `count`
   * (at most 100) a page, `skip` to page on.
   */
  function listPayouts(q: URLSearchParams) {
    const reference = q.get("reference_id");
    const [from, to] = [Number(q.get("from") ?? 0), Number(q.get("to") ?? Number.MAX_SAFE_INTEGER)];
    const count = Math.min(Number(q.get("count") ?? 10), 100);
    const skip = Number(q.get("skip") ?? 0);
    const items = [...payouts.values()]
      .map((p) => p.entity)
      .filter((e) =>
        reference !== null ? e.reference_id === reference : Number(e.created_at) >= from && Number(e.created_at) <= to,
      )
      .slice(skip, skip + count);
    return { entity: "collection", count: items.length, items };
  }
  const expected = `Basic ${Buffer.from(`${auth.keyId}:${auth.keySecret}`).toString("base64")}`;

  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://peer");
      requests.push({ method: req.method ?? "", path: url.pathname + url.search, headers: req.headers, body });
      if (req.headers.authorization !== expected) return error(res, 401, "Authentication failed");
      const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      const route = `${req.method} ${url.pathname}`;
      if (route === "POST /v1/contacts") return send(res, 201, { id: id("cont"), entity: "contact", ...json });
      if (route === "POST /v1/fund_accounts")
        return send(res, 201, { id: id("fa"), entity: "fund_account", active: true });
      if (route === "POST /v1/fund_accounts/validations")
        return knobs.refuseValidation
          ? error(res, 400, "Fund account validation is not available in test mode")
          : send(res, 200, {
              id: id("fav"),
              entity: "fund_account.validation",
              status: "created",
              results: { account_status: null, registered_name: null },
            });
      if (route === "POST /v1/payouts") {
        const key = String(req.headers["x-payout-idempotency"] ?? "");
        if (!key)
          return error(
            res,
            400,
            "Idempotency key is missing. Include idempotency header and key in the request.",
            "X-Payout-Idempotency",
          );
        if (json.account_number !== auth.accountNumber)
          return error(res, 400, "The RazorpayX Account number is invalid.");
        if (knobs.refusePayouts) return error(res, 400, "The fund account 50100123451234 is not active");
        const earlier = [...payouts.values()].find((p) => p.key === key);
        if (earlier && earlier.body !== body)
          return error(res, 400, "Different request body sent for the same Idempotency Header");
        const payout = earlier ?? {
          key,
          body,
          entity: {
            id: id("pout"),
            entity: "payout",
            ...json,
            status: "processing",
            utr: null,
            status_details: null,
            created_at: Math.floor(Date.now() / 1000),
          },
        };
        payouts.set(String(payout.entity.id), payout);
        if (knobs.slowCreates > 0) {
          knobs.slowCreates -= 1;
          setTimeout(() => send(res, 200, payout.entity), knobs.slowMs);
          return;
        }
        return send(res, 200, payout.entity);
      }
      if (route === "GET /v1/payouts") {
        if (url.searchParams.get("account_number") !== auth.accountNumber)
          return error(res, 400, "The RazorpayX Account number is invalid.");
        return send(res, 200, listPayouts(url.searchParams));
      }
      const one = /^GET \/v1\/payouts\/(pout_\w+)$/.exec(route);
      if (one) {
        const p = payouts.get(one[1]!);
        return p ? send(res, 200, p.entity) : error(res, 400, "The id provided does not exist");
      }
      return error(res, 404, "The requested URL was not found on the server.");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payouts,
    knobs,
    /** The provider moves a payout on, as its dashboard or the bank would. */
    set(payoutId: string, values: Record<string, unknown>) {
      Object.assign(payouts.get(payoutId)!.entity, values);
    },
    /** A payout made at the provider some other way (its dashboard, another system): it is listed like the rest. */
    plant(entity: Record<string, unknown>) {
      const made = { id: id("pout"), entity: "payout", created_at: Math.floor(Date.now() / 1000), ...entity };
      payouts.set(String(made.id), { key: `planted-${String(made.id)}`, body: "", entity: made });
      return made;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
