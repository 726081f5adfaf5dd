import { SESSION_DAYS } from "@contract/auth";
import type { Db } from "../../db/client";
import { newSessionToken, sha256Hex } from "../../lib/crypto";
import { announceSessionsEnded } from "../notifications";
import {
  extendSession,
  findLiveSession,
  findLiveSessionIds,
  insertSession,
  revokeAllSessions,
  revokeSession,
} from "./sessions-repo";

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

/** The user and session behind a bearer token, or undefined when the token is unknown, revoked or expired. */
export async function authenticateToken(db: Db, token: string, now = new Date()) {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const found = await findLiveSession(db, sha256Hex(token), now);
  if (!found) return undefined;
  if (now.getTime() - found.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await extendSession(db, found.session.id, now, new Date(now.getTime() + SESSION_DAYS * DAY));
  }
  return { user: found.user, sessionId: found.session.id };
}

/**
 * Logout. The end is announced on the channel the live streams listen to (committed together with the
 * revocation), so a stream of this session ends in whichever server process holds it. A replayed logout revokes
 * nothing and announces nothing.
 */
export const endSession = (db: Db, token: string) =>
  db.transaction(async (tx) => {
    const ended = await revokeSession(tx, sha256Hex(token));
    if (ended) await announceSessionsEnded(tx, ended.userId);
  });

/** Password reset: every session of the user ends, and with them every live stream they opened. */
export const endAllSessions = (db: Db, userId: string) =>
  db.transaction(async (tx) => {
    if ((await revokeAllSessions(tx, userId)) > 0) await announceSessionsEnded(tx, userId);
  });

export async function liveSessionIds(db: Db, ids: string[]) {
  return new Set(await findLiveSessionIds(db, ids));
}
