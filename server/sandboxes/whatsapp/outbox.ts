/**
 * The template messages the WhatsApp sandbox "delivered", newest first, kept in this process only: a development
 * stand-in has nothing worth keeping across a restart.
 */
export interface SandboxWhatsApp {
  wamid: string;
  /** As Meta gets it: +91 and the 10 digits. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  callbackData?: string;
  /** The statuses the sandbox has told our webhook, in order. */
  statuses: string[];
  at: string;
}

const KEPT = 200;

export function sandboxOutbox() {
  const messages: SandboxWhatsApp[] = [];
  /** The Cloud API error code the next send is answered with, set by a test or the page. */
  let nextFailure: number | undefined;
  return {
    add(message: SandboxWhatsApp) {
      messages.unshift(message);
      messages.length = Math.min(messages.length, KEPT);
    },
    find: (wamid: string) => messages.find((m) => m.wamid === wamid),
    list: (to?: string) => (to ? messages.filter((m) => m.to === to) : [...messages]),
    failNext(code: number | undefined) {
      nextFailure = code;
    },
    takeFailure() {
      const code = nextFailure;
      nextFailure = undefined;
      return code;
    },
  };
}
