import { use, type ReactNode } from "react";
import { languageOfPath, type Language } from "@contract/language";
import { useT } from "@web/i18n/i18n";

/** One part of a policy page: a heading in the contents and its text. */
export interface PolicySection {
  /** The anchor: kebab-case, unique on the page, the same in every language (links point at it). */
  id: string;
  title: string;
  content: ReactNode;
}

/** A key figure shown as a card above the text. */
interface PolicyHighlight {
  value: string;
  label: string;
}

/**
 * A policy page's words in one language (`content/<page>/en.tsx`, `hi.tsx`). The pages are long, so each language is
 * its own module: a page fetches its own language's text and never the other's (decision 0046). Figures come from
 * the constants (contract/brand.ts POLICY, ../policy-figures.ts), never typed into the text.
 */
export interface PolicyContent {
  title: string;
  /** "Effective" for policies and terms, "Last updated" for guidelines (the words are in ../messages). */
  dated: "effective" | "updated";
  /** The date as contract/brand.ts POLICY gives it ("22 June 2025"); a Hindi page shows it with Hindi month names. */
  date: string;
  /** One or two sentences under the title saying what the page covers. */
  summary: ReactNode;
  highlights?: readonly PolicyHighlight[];
  sections: readonly PolicySection[];
}

export interface PolicyText {
  /** The page's text in one language; the same promise each time, so React's `use` reads it without suspending again. */
  load(language: Language): Promise<PolicyContent>;
}

type Settled<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * A page's text, one dynamic import per language, cached per language as web/src/i18n/feature-messages.ts caches a
 * feature's messages: the first render suspends until it has arrived (the server renderer waits for it), later ones
 * read it at once.
 */
export function definePolicyText(loaders: Record<Language, () => Promise<{ default: PolicyContent }>>): PolicyText {
  const loading = new Map<Language, Settled<PolicyContent>>();
  return {
    load(language) {
      let promise = loading.get(language);
      if (!promise) {
        const settled: Settled<PolicyContent> = loaders[language]().then((m) => m.default);
        settled.status = "pending";
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
        loading.set(language, settled);
        promise = settled;
      }
      return promise;
    },
  };
}

/** Starts fetching the page's text as soon as its code runs in the browser, beside rendering, not after it. */
export function preloadPolicyText(text: PolicyText) {
  if (typeof window !== "undefined") void text.load(languageOfPath(window.location.pathname)).catch(() => undefined);
}

/** The page's text in the page's language (Suspense until it has arrived). */
export function usePolicyText(text: PolicyText): PolicyContent {
  return use(text.load(useT().language));
}
