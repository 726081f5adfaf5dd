import { z } from "zod";
import { CATEGORIES } from "./categories";

/** `GET /api/search/suggestions?q=`: what the search box may offer for the text typed so far, in its script. */
export const searchSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(100, { error: "Search text must be at most 100 characters" }).default(""),
});

/**
 * Each suggestion finds at least as many listings (with its category) as the text typed (with the typed text's);
 * `category` is the one the typed text belongs to, for Hindi and Hinglish words too.
 */
export const searchSuggestionsSchema = z.object({
  category: z.enum(CATEGORIES).nullable(),
  suggestions: z.array(z.object({ text: z.string(), category: z.enum(CATEGORIES).nullable() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
