import type { FastifyBaseLogger } from "fastify";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@contract/privacy";
import { loadConfig } from "../config";
import { oneTimeCodes } from "../db/schema/one-time-codes";
import { createMailer, type Mailer } from "../lib/mailer";
import { createTestApp } from "./test-app";
import { slowPglite } from "./slow-pglite";
import { startSmtpPeer } from "./smtp-peer";

export interface KitOptions {
  /** Make concurrent requests interleave between their queries on PGlite too (see slowPglite). */
  interleave?: boolean;
  /** While this answers true, sending mail fails as an unreachable SMTP server would. */
  mailFails?: () => boolean;
}

/** createTestApp with the kit's options: a mailer that can be made to fail, an interleaving PGlite. */
async function createKitApp(env: Record<string, string>, options: KitOptions) {
  const smtpMailer = createMailer(loadConfig({ NODE_ENV: "test", ...env }), undefined as unknown as FastifyBaseLogger);
  const mailer: Mailer = {
    async send(mail) {
      if (options.mailFails?.()) throw new Error("connect ECONNREFUSED (test: SMTP down)");
      await smtpMailer.send(mail);
    },
  };
  return createTestApp(env, {}, { mailer, wrapEmbedded: options.interleave ? slowPglite : undefined });
}

/** The real app on its own database, mailing to a real local SMTP peer, with the helpers the auth API tests share. */
export async function startAuthTestApp(env: Record<string, string> = {}, people = "tester", options: KitOptions = {}) {
  const smtp = await startSmtpPeer();
  const t = await createKitApp({ SMTP_URL: smtp.url, ...env }, options);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers });
  /** A POST from another client address (the app sees it as request.ip). */
  const postFrom = (remoteAddress: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress });

  /** Lets a test step past the 60-second resend lock without sleeping. */
  const ageCodes = (email: string) =>
    t.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '61 seconds'` })
      .where(eq(oneTimeCodes.email, email));

  let n = 0;
  function person() {
    n += 1;
    return {
      fullName: `Asha Verma ${n}`,
      username: `${people}_${n}`,
      mobile: `97${String(10_000_000 + n).slice(-8)}`,
      email: `${people}${n}@example.in`,
      password: "mango-lassi-42",
      role: "buyer" as const,
      privacyNotice: PRIVACY_NOTICE_VERSION,
    };
  }

  async function registered() {
    const p = person();
    expect((await post("/api/auth/register", p)).statusCode).toBe(201);
    return p;
  }

  async function verified() {
    const p = await registered();
    const res = await post("/api/auth/verify-email", { email: p.email, otp: smtp.lastCodeFor(p.email) });
    expect(res.statusCode).toBe(200);
    return { ...p, token: res.json().token as string };
  }

  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).length;

  return {
    t,
    smtp,
    post,
    postFrom,
    ageCodes,
    person,
    registered,
    verified,
    mailsTo,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
