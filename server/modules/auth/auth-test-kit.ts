import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { expect } from "vitest";
import { loadConfig } from "../../config";
import type { Database, Db } from "../../db/client";
import { oneTimeCodes } from "../../db/schema/one-time-codes";
import * as schema from "../../db/schema/index";
import { createMailer, type Mailer } from "../../lib/mailer";
import { createTestApp } from "../../test/test-app";
import { startSmtpPeer } from "../../test/smtp-peer";

export interface KitOptions {
  /** Make concurrent requests interleave between their queries on PGlite too (see slowPglite). */
  interleave?: boolean;
  /** While this answers true, sending mail fails as an unreachable SMTP server would. */
  mailFails?: () => boolean;
}

/**
 * PGlite answers within microtasks, so requests injected "at once" still run one after another and a race
 * never shows. This PGlite waits a few milliseconds before every query or transaction it is given, like a
 * round trip to a database server, so concurrent requests interleave between their queries. PostgreSQL
 * (TEST_DATABASE_URL) interleaves on its own.
 */
const QUERY_DELAY_MS = 3;
function slowPglite(database: Database): Database {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const slowClient = new Proxy(client, {
    get(target, prop) {
      if (prop === "query" || prop === "transaction") {
        const method = (target[prop] as (...args: unknown[]) => Promise<unknown>).bind(target);
        return async (...args: unknown[]) => {
          await new Promise((resolve) => setTimeout(resolve, QUERY_DELAY_MS));
          return method(...args);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...database, db: drizzle({ client: slowClient, schema, casing: "snake_case" }) as unknown as Db };
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

  /** Lets a test step past the 60-second resend lock without sleeping. */
  const ageCodes = (email: string) =>
    t.db.update(oneTimeCodes).set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '61 seconds'` }).where(eq(oneTimeCodes.email, email));

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
