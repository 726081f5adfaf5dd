import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { OwnerProduct } from "@contract/products";
import type { Language } from "@contract/language";
import { I18nProvider } from "@web/i18n/i18n";
import en from "@web/i18n/messages/en";
import hi from "@web/i18n/messages/hi";
import { HINDI_TEXTS } from "@contract/messages-hi";
import { primeMessages } from "@web/i18n/sent-messages";

// Every feature's messages in both languages, as a page's HTML would bring them: a render here never waits for one.
const tables = import.meta.glob<{ default: Record<string, string> }>("../**/messages/{en,hi}.ts", { eager: true });
for (const [file, table] of Object.entries(tables)) {
  const [, id, language] = /^\.\.\/(.+)\/messages\/(en|hi)\.ts$/.exec(file) ?? [];
  if (id && (language === "en" || language === "hi")) primeMessages(language, id, table.default);
}

/** A listing as its owner's and the admin's lists carry it; tests spread their differences over it. */
export const sampleListing: OwnerProduct = {
  id: "0b6e8a36-4a7e-4c8e-9d3b-2f1a5c6d7e8f",
  title: "Godrej steel almirah",
  description: "Sturdy, with locker.",
  price: 6500,
  category: "home_garden",
  images: [],
  sellerId: "s1",
  status: "approved",
  isAvailable: true,
  productType: null,
  brand: null,
  ram: null,
  storage: null,
  condition: "good",
  hasBill: false,
  billPhoto: null,
  city: "Kolkata",
  state: "West Bengal",
  videoUrl: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  addressLine1: "4 Park Street",
  addressLine2: null,
  landmark: null,
  pincode: "700016",
  selectedBankAccountId: null,
  rejectionReason: null,
  editRequests: null,
  hasPendingEdit: false,
};

/**
 * A server render (in `language`, English unless told) with a query cache already holding each query's data, or its failure: no fetch happens,
 * so what a screen shows for a given answer can be checked without a browser.
 */
export function renderWithCache(element: ReactElement, cache: [QueryKey, unknown][] = [], language: Language = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  for (const [queryKey, value] of cache) {
    if (value instanceof Error) {
      client
        .getQueryCache()
        .build(client, { queryKey })
        .setState({ status: "error", error: value, fetchStatus: "idle" } as never);
    } else {
      client.setQueryData(queryKey, value);
    }
  }
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(I18nProvider, {
        language,
        messages: language === "hi" ? { messages: hi, texts: HINDI_TEXTS } : { messages: en, texts: {} },
        children: element,
      }),
    ),
  );
}
