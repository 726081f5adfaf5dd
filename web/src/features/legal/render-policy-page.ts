import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type FunctionComponent } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import type { Language } from "@contract/language";
import { HINDI_TEXTS } from "@contract/messages-hi";
import { I18nProvider } from "@web/i18n/i18n";
import en from "@web/i18n/messages/en";
import hi from "@web/i18n/messages/hi";

/**
 * For tests: a policy page as the server renders it, in `language`, once everything it waits for (its text module, its
 * messages) has arrived, as the server renderer waits (web/src/ssr/entry-server.tsx).
 */
export async function renderPolicyPage(page: FunctionComponent, language: Language = "en"): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    createElement(QueryClientProvider, {
      client: new QueryClient(),
      children: createElement(I18nProvider, {
        language,
        messages: language === "hi" ? { messages: hi, texts: HINDI_TEXTS } : { messages: en, texts: {} },
        children: createElement(Router, { ssrPath: "/", children: createElement(page) }),
      }),
    }),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** The words of a rendered page as a reader sees them: tags and React's markers gone, spaces collapsed. */
export const wordsOf = (html: string) =>
  html
    .replace(/<title>.*?<\/title>/gs, " ")
    .replace(/<!--.*?-->/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\s+/g, " ")
    .trim();
