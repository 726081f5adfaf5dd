import { SESSION_DAYS } from "@contract/auth";
import type { Db } from "../../db/client";
import { newSessionToken, sha256Hex } from "../../lib/crypto";
import { extendSession, findLiveSession, insertSession, revokeSession } from "./sessions-repo";

const DAY = 24 * 3600_000;
/** Sliding expiry without a write per request: the session is extended at most once an hour. */
const TOUCH_EVERY_MS = 3600_000;

export async function startSession(db: Db, userId: string, client: { userAgent?: string; ip?: string }) {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: sha256Hex(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY),
    userAgent: client.userAgent?.slice(0, 300),
    ip: client.ip,
  });
  return token;
}

/** The user behind a bearer token, or undefined when the token is unknown, revoked or expired. */
export async function authenticateToken(db: Db, token: string, now = new Date()) {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const found = await findLiveSession(db, sha256Hex(token), now);
  if (!found) return undefined;
  if (now.getTime() - found.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await extendSession(db, found.session.id, now, new Date(now.getTime() + SESSION_DAYS * DAY));
  }
  return found.user;
}

export const endSession = (db: Db, token: string) => revokeSession(db, sha256Hex(token));
