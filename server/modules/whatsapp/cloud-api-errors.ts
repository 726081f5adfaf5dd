/**
 * What a Cloud API error code means for us (docs/providers/whatsapp.md#errors). Meta says to branch on the code, not
 * the HTTP status. `retry` means the message was not sent and may be sent later; `failed` means never (a bug, a
 * template or number problem, or a policy refusal); `alert` codes also stop being a single message's problem.
 */
export type ErrorVerdict = { outcome: "retry"; retryAfterSeconds: number } | { outcome: "failed"; alert: boolean };

const RETRY_AFTER: Record<number, number> = {
  130429: 5,
  131056: 6,
  4: 60,
  80007: 60,
  1: 30,
  2: 30,
  131000: 30,
  131016: 30,
};

/** Token, permission, account or number-quality problems: every later send fails too until someone acts. */
const ALERT = new Set([0, 190, 3, 10, 131048, 368, 131031, 131042]);

export function verdictOf(code: number | undefined, httpStatus: number): ErrorVerdict {
  if (code !== undefined && code in RETRY_AFTER) return { outcome: "retry", retryAfterSeconds: RETRY_AFTER[code]! };
  if (code === undefined && httpStatus === 429) return { outcome: "retry", retryAfterSeconds: 60 };
  const permission = code !== undefined && code >= 200 && code <= 299;
  return { outcome: "failed", alert: code !== undefined && (ALERT.has(code) || permission) };
}
