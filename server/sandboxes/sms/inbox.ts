/**
 * The messages the SMS sandbox "delivered", newest first, kept in this process only: a development stand-in has
 * nothing worth keeping across a restart, and the same text is in the server log.
 */
export interface SandboxSms {
  requestId: string;
  /** As MSG91 gets it: 91 and the 10 digits. */
  mobiles: string;
  text: string;
  at: string;
}

const KEPT = 200;

export function sandboxInbox() {
  const messages: SandboxSms[] = [];
  /** What the next send is answered with, set by a test: MSG91's error answer or a 5xx. */
  let nextFailure: "error" | "5xx" | undefined;
  return {
    add(sms: SandboxSms) {
      messages.unshift(sms);
      messages.length = Math.min(messages.length, KEPT);
    },
    list: (mobiles?: string) => (mobiles ? messages.filter((m) => m.mobiles === mobiles) : [...messages]),
    failNext(kind: "error" | "5xx" | undefined) {
      nextFailure = kind;
    },
    takeFailure() {
      const kind = nextFailure;
      nextFailure = undefined;
      return kind;
    },
  };
}
