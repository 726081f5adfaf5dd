import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port; the app sends to it over the wire and tests read what arrived. */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const peer = {
    /** Called with each mail as it arrives (the browser tests log them to a file). */
    onMail: undefined as ((mail: ReceivedMail) => void) | undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") };
        received.push(mail);
        peer.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(peer, {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The 6-digit code of the newest mail to `address`. */
    lastCodeFor: (address: string) => lastCodeIn(received, address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * The 6-digit code in the subject of the newest mail to `address` among `mails` that carries one: a notification
 * mailed to the same person meanwhile (decision 0048) does not hide it.
 */
export function lastCodeIn(mails: ReceivedMail[], address: string) {
  const code = mails
    .filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()))
    .map((m) => m.raw.match(/^Subject: .*?(\d{6})/m)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}
