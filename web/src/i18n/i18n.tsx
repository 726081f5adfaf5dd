import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "@contract/language";
import type { MessageKey, Messages } from "./messages/en";
import { formatMessage, type MessageValues } from "./format-message";
import { primeMessages } from "./sent-messages";

/**
 * Decision 0046: each language's messages are one module, loaded on their own (a dynamic import), so a page carries
 * only its own language. The app renders once they are here (web/src/app/mount.tsx, web/src/ssr/entry-server.tsx).
 */
export interface Catalogue {
  messages: Messages;
  /** The contract's and the server's English texts (form checks, toasts) in this language, by their English. */
  texts: Readonly<Record<string, string>>;
}

/**
 * The server's and the contract's texts in Hindi (7 KB gzip) are needed only once a form check or a toast shows one,
 * which follows a person's press or key: a rendered page fetches them at the first one (as the toaster, decision
 * 0033), and a page rendered in the browser before it renders.
 */
const hindiTexts: Record<string, string> = {};
let hindiTextsLoading: Promise<void> | undefined;
const loadHindiTexts = () =>
  (hindiTextsLoading ??= import("@contract/messages-hi")
    .then((m) => void Object.assign(hindiTexts, m.HINDI_TEXTS))
    .catch(() => {
      hindiTextsLoading = undefined;
    }));

function loadHindiTextsAtFirstAction() {
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const load = () => {
    for (const event of events) window.removeEventListener(event, load, true);
    void loadHindiTexts();
  };
  for (const event of events) window.addEventListener(event, load, { capture: true, passive: true });
}

const LOADERS: Record<Language, () => Promise<Catalogue>> = {
  en: () => import("./messages/en").then((m) => ({ messages: m.default, texts: {} })),
  hi: async () => {
    const messages = import("./messages/hi");
    // Fetched here, the messages are for a page rendered in the browser, a form more often than not.
    if (typeof window !== "undefined") await loadHindiTexts();
    return { messages: (await messages).default, texts: hindiTexts };
  },
};

// The server renderer has the texts from the start.
if (typeof window === "undefined") void loadHindiTexts();

const loaded = new Map<Language, Catalogue>();

/** The id of the script element in which a rendered page brings the words it shows (web/src/ssr/entry-server.tsx). */
export const PAGE_WORDS_ID = "dobara-words";

/** What a rendered page brings: the shell's messages and each feature's it showed, in the page's language. */
export interface PageWords {
  shell: Messages;
  features: Record<string, Readonly<Record<string, string>>>;
}

/**
 * A rendered page's words, read from the page itself: hydration waits for no fetch, and a first visit downloads no
 * message module (decision 0046). Undefined on the shell of a private page, which fetches its language's messages.
 */
export function wordsFromPage(language: Language): Catalogue | undefined {
  const text = document.getElementById(PAGE_WORDS_ID)?.textContent;
  if (!text) return undefined;
  const words = JSON.parse(text) as PageWords;
  for (const [id, table] of Object.entries(words.features)) primeMessages(language, id, table);
  if (language === "hi") loadHindiTextsAtFirstAction();
  const catalogue: Catalogue = { messages: words.shell, texts: language === "hi" ? hindiTexts : {} };
  loaded.set(language, catalogue);
  return catalogue;
}

export async function loadMessages(language: Language): Promise<Catalogue> {
  if (!loaded.has(language)) loaded.set(language, await LOADERS[language]());
  return loaded.get(language)!;
}

export interface Translator {
  (key: MessageKey, values?: MessageValues): string;
  language: Language;
  /** A text the contract or the server wrote in English (a form check, a toast), in this language. */
  text: (english: string) => string;
}

function translator(language: Language, { messages, texts }: Catalogue): Translator {
  const t = ((key: MessageKey, values?: MessageValues) =>
    formatMessage(language, messages[key] ?? key, values)) as Translator;
  t.language = language;
  t.text = (english) => texts[english] ?? english;
  return t;
}

const I18nContext = createContext<Translator | null>(null);

/**
 * The language of this render. In the browser there is one at a time, also kept for code outside components (toasts,
 * form checks); the server renders many pages at once, so components read the context.
 */
let browserTranslator: Translator | undefined;
// One language per page load in the browser (a switch loads the page again), so this is set once, the same each time.
const setBrowserTranslator = (t: Translator) => {
  browserTranslator = t;
};

export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Catalogue;
  children: ReactNode;
}) {
  // One value for as long as the language and its messages are the same: a new one on every render of the app (a
  // session check answering, say) would tell React that every server-rendered island not yet hydrated must render
  // afresh, throwing away its HTML (decision 0033).
  const t = useMemo(() => translator(language, messages), [language, messages]);
  if (typeof window !== "undefined") setBrowserTranslator(t);
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

/** The current language's messages: `const t = useT(); t("header.signIn")`. */
export function useT(): Translator {
  const t = useContext(I18nContext);
  if (!t) throw new Error("useT() outside <I18nProvider>");
  return t;
}

/** For code outside components, in the browser: the language the page was opened in. */
export function translate(key: MessageKey, values?: MessageValues): string {
  if (!browserTranslator) return key;
  return browserTranslator(key, values);
}

export function currentLanguage(): Language {
  return browserTranslator?.language ?? "en";
}
