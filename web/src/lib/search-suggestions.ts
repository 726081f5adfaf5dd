import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Category } from "@contract/categories";
import type { SearchSuggestions } from "@contract/search-suggestions";
import { apiRequest } from "@web/lib/api-client";
import { queryClient } from "@web/lib/query-client";

/** docs/product.md#limits-and-timings: the list hides 300 ms after the box loses focus. */
export const SUGGESTION_HIDE_MS = 300;
const MIN_CHARS = 2;
/** Typing pauses this long before the server is asked: one request a word, not one a key. */
const PAUSE_MS = 150;
/** A submitted search waits at most this long for its category; then it goes without one. */
const CATEGORY_WAIT_MS = 1000;

/**
 * GET /api/search/suggestions: the server's dictionary knows the Hindi and Hinglish words for things ("मोबाइल",
 * "mobail"), so the browser carries no word list of its own.
 */
export const searchSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ["/api/search/suggestions", text.trim()],
    queryFn: ({ signal }) =>
      apiRequest<SearchSuggestions>(
        "GET",
        `/api/search/suggestions?${new URLSearchParams({ q: text.trim() })}`,
        undefined,
        signal,
      ),
    staleTime: 10 * 60_000,
  });

/** What the search box offers for `text` once typing pauses; the last answer stays while the next one comes. */
export function useSearchSuggestions(text: string, open: boolean) {
  const [asked, setAsked] = useState(text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(text.trim()), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const wanted = open && text.trim().length >= MIN_CHARS;
  const { data } = useQuery({
    ...searchSuggestionsQuery(asked),
    enabled: wanted && asked.length >= MIN_CHARS,
    placeholderData: keepPreviousData,
  });
  return wanted ? (data?.suggestions ?? []) : [];
}

/** The category a search belongs to (the browse page's hint): rendered by the server with the page. */
export function useSearchCategory(search: string | undefined) {
  const { data } = useQuery({
    ...searchSuggestionsQuery(search ?? ""),
    enabled: (search?.trim().length ?? 0) >= MIN_CHARS,
  });
  return data?.category ?? undefined;
}

/**
 * The category a submitted search goes to /browse with (docs/product.md#search). Usually known already from the
 * suggestions asked while typing; offline or slow, the search goes without one rather than wait.
 */
export async function detectedCategory(text: string): Promise<Category | undefined> {
  if (text.trim().length < MIN_CHARS) return undefined;
  const answer = queryClient.fetchQuery(searchSuggestionsQuery(text)).then(
    (found) => found.category ?? undefined,
    () => undefined,
  );
  const late = new Promise<undefined>((resolve) => window.setTimeout(() => resolve(undefined), CATEGORY_WAIT_MS));
  return Promise.race([answer, late]);
}

/** /browse for a search, with its category when it has one. */
export function browseUrl(text: string, category?: Category | null): string {
  const query = new URLSearchParams({ search: text.trim() });
  if (category) query.set("category", category);
  return `/browse?${query}`;
}
