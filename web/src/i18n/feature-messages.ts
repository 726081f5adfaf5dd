import { createContext, use, useContext } from "react";
import { languageOfPath, type Language } from "@contract/language";
import { formatMessage, type MessageValues } from "./format-message";
import { sentMessages } from "./sent-messages";
import { useT, type Translator } from "./i18n";
import type { MessageKey } from "./messages/en";

type Table = Readonly<Record<string, string>>;

/**
 * A feature's own messages (decision 0046): one module per language beside the feature
 * (`features/orders/messages/en.ts`, `hi.ts`), so a page fetches the words of the screens it shows and nothing else,
 * and the first load carries only the shell's and its page's.
 */
export interface FeatureMessages<K extends string> {
  /** The folder under web/src they live in: the name a rendered page sends them by. */
  readonly id: string;
  /** The messages in one language; the same promise each time, so React's `use` reads it without suspending again. */
  load(language: Language): Promise<Readonly<Record<K, string>>>;
}

/**
 * While the server renders a page: the feature messages it used, by id, sent in the page beside its query data so
 * the browser hydrates without fetching them (web/src/ssr/entry-server.tsx, web/src/app/mount.tsx).
 */
export const MessagesUsed = createContext<Map<string, Table> | null>(null);

type Settled<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * `hi` must have exactly `en`'s keys (a missing Hindi text does not compile; web/src/i18n/catalogue.test.ts checks the
 * placeholders too).
 */
export function defineMessages<M extends Table>(
  /** The folder under web/src the messages live in (`features/orders`): the name a page's HTML sends them under. */
  id: string,
  loaders: {
    en: () => Promise<{ default: M }>;
    hi: () => Promise<{ default: Readonly<Record<keyof M, string>> }>;
  },
): FeatureMessages<Extract<keyof M, string>> {
  const loading = new Map<Language, Settled<Readonly<Record<keyof M, string>>>>();
  return {
    id,
    load(language) {
      let promise = loading.get(language);
      if (!promise) {
        const sent = sentMessages(language, id) as Readonly<Record<keyof M, string>> | undefined;
        promise = sent ? Promise.resolve(sent) : loaders[language]().then((m) => m.default);
        // React's thenable protocol: a promise it is given already settled is read at once, not suspended on (the
        // server renderer and a page whose words arrived before it rendered).
        const settled = promise;
        settled.status = sent ? "fulfilled" : "pending";
        settled.value = sent;
        if (!sent)
          void settled.then(
            (value) => {
              settled.status = "fulfilled";
              settled.value = value;
            },
            (reason: unknown) => {
              settled.status = "rejected";
              settled.reason = reason;
              loading.delete(language);
            },
          );
        loading.set(language, promise);
      }
      return promise as Promise<Readonly<Record<Extract<keyof M, string>, string>>>;
    },
  };
}

/** Starts fetching a feature's words as soon as its code runs in the browser, beside rendering, not after it. */
export function preloadMessages(messages: FeatureMessages<string>) {
  if (typeof window !== "undefined")
    void messages.load(languageOfPath(window.location.pathname)).catch(() => undefined);
}

/** A feature's keys and the shell's (web/src/i18n/messages/en.ts: categories, conditions, the shell's words). */
export interface FeatureTranslator<K extends string> {
  (key: K | MessageKey, values?: MessageValues): string;
  language: Language;
  /** A text the contract or the server wrote in English (a form check, a toast), in this language. */
  text: (english: string) => string;
}

/**
 * The feature's messages in the page's language: `const t = useMessages(orderMessages); t("orders.title")`. The first
 * render waits (Suspense) until they have arrived; the page's loading state covers it.
 */
export function useMessages<K extends string>(messages: FeatureMessages<K>): FeatureTranslator<K> {
  const shell = useT();
  const table = use(messages.load(shell.language));
  useContext(MessagesUsed)?.set(messages.id, table);
  return translatorOf(shell, table);
}

function translatorOf<K extends string>(shell: Translator, table: Readonly<Record<K, string>>): FeatureTranslator<K> {
  const t = ((key: K | MessageKey, values?: MessageValues) =>
    key in table
      ? formatMessage(shell.language, table[key as K], values)
      : shell(key as MessageKey, values)) as FeatureTranslator<K>;
  t.language = shell.language;
  t.text = shell.text;
  return t;
}

/** The keys of a feature's messages, for tables of them: `const TABS: Record<Tab, KeyOf<typeof orderMessages>>`. */
export type KeyOf<F> = F extends FeatureMessages<infer K> ? K : never;
