import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./db/client";
import type { Encryptor } from "./lib/encryption";
import type { Mailer } from "./lib/mailer";
import type { Storage } from "./lib/storage";

/**
 * What the modules need from the running app, typed once; buildApp makes each piece once. A module's own deps name
 * the pieces it uses (`Pick<Deps, "db" | "log">`) and add what only it has: a provider (the gateways, the courier,
 * RazorpayX) is typed by the module that owns it and added there, so this file depends on no module.
 */
export interface Deps {
  /** The database, reached this one way: a service is handed it (or its caller's transaction, a Db too). */
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Where the site answers, for the links in mails. */
  publicUrl: string;
  /** Encrypts what is kept secret at rest (bank account numbers). */
  encryptor: Encryptor;
  /** Uploaded files: a folder of this machine, or a bucket. */
  storage: Storage;
}
