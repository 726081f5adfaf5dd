import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port; the app sends to it over the wire and tests read what arrived. */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The 6-digit code of the newest mail to `address`. */
    lastCodeFor(address: string) {
      const mail = received.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address)).at(-1);
      const code = mail?.raw.match(/^Subject: .*?(\d{6})/m)?.[1];
      if (!code) throw new Error(`no code mailed to ${address}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
