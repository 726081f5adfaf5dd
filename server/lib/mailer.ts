import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe of a notification mail); nodemailer writes them as given. */
  headers?: Record<string, string>;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set. Without it (never in production: config refuses) the mail is written to the
 * server log so a developer can read the code — the one place a one-time code may appear in a log.
 */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom">, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(mail) {
        log.info({ to: mail.to, subject: mail.subject }, `dev mail log (no SMTP_URL):\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  };
}
