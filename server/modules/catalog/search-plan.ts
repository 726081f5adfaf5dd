import type { Category } from "@contract/categories";
import {
  findSearchWord,
  isDevanagari,
  isFiller,
  LONGEST_FORM_WORDS,
  nearSearchWord,
  spellingsOf,
  type SearchWord,
} from "@contract/search-dictionary/dictionary";
import { transliterate } from "@contract/search-dictionary/transliterate";
import { typeWordVariant } from "./search-words";

/**
 * One word (or dictionary phrase) of a search: the listing must match one of its terms. A dictionary word's terms are
 * all its spellings in three scripts, so "फ़ोन", "fone" and "phone" search alike and a listing written in Hindi is
 * found by the English word; any other word is searched as typed (PostgreSQL parses it, as "wh-1000xm4" or "8/128").
 */
export interface SearchGroup {
  typed: string;
  /** Dictionary and product-type terms, for to_tsquery. */
  terms: string[];
  /** What relevance is ranked by: the word as typed and its English forms (ranking by every spelling costs too much). */
  rankTerms: string[];
  /** The word as typed, for websearch_to_tsquery; undefined for a dictionary word. */
  raw?: string;
  /** Words that only contain this one ("headphones" for "phone"): tried when nothing better matches. */
  inside: string[];
  qualifier: boolean;
  /** The category the dictionary gives the word, if it names a kind of thing. */
  category?: Category;
  /** The dictionary word within one typo of an unknown word ("dumbells" -> dumbbell): tried when all else fails. */
  near?: SearchWord;
}

/** A search read into groups; `text` is what trigram similarity compares: fillers out, Devanagari romanised. */
export interface SearchPlan {
  groups: SearchGroup[];
  text: string;
}

/** Words of a search read at most: enough for any real query, few enough to keep the query small. */
const MAX_WORDS = 8;

const bare = (chunk: string) => chunk.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, "");

function fromWord(typed: string, word: SearchWord): SearchGroup {
  const terms = new Set(spellingsOf(word));
  for (const english of word.english) {
    const type = typeWordVariant(english);
    if (type) terms.add(type);
  }
  return {
    typed,
    terms: [...terms],
    rankTerms: [typed, ...word.english],
    inside: [...word.inside],
    qualifier: word.qualifier,
    category: word.category,
  };
}

function unknown(typed: string): SearchGroup {
  const terms: string[] = [];
  const type = typeWordVariant(typed);
  if (type) terms.push(type);
  let near: SearchWord | undefined;
  if (isDevanagari(typed)) {
    // A Devanagari word the dictionary lacks is also searched as Hinglish, and that spelling looked up again.
    const latin = transliterate(typed);
    const word = findSearchWord(latin) ?? undefined;
    if (word) return fromWord(typed, word);
    if (latin) terms.push(latin);
    near = nearSearchWord(latin);
  } else near = nearSearchWord(typed);
  return { typed, terms, rankTerms: terms, raw: typed, inside: [], qualifier: false, near };
}

export function searchPlan(search: string): SearchPlan {
  const chunks = search
    .normalize("NFC")
    .split(/\s+/)
    .filter((c) => bare(c))
    .slice(0, MAX_WORDS);
  const meaningful = chunks.filter((c) => !isFiller(bare(c)));
  const words = meaningful.length > 0 ? meaningful : chunks;
  const groups: SearchGroup[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    // The longest dictionary phrase first: "pressure cooker" is one thing, not a cooker under pressure.
    for (let n = Math.min(LONGEST_FORM_WORDS, words.length - i); n >= 1 && !taken; n--) {
      const phrase = words
        .slice(i, i + n)
        .map(bare)
        .join(" ");
      const word = findSearchWord(phrase);
      if (word) {
        groups.push(fromWord(phrase, word));
        taken = n;
      }
    }
    if (!taken) {
      groups.push(unknown(words[i]!));
      taken = 1;
    }
    i += taken;
  }
  const text = groups
    .map((g) => (isDevanagari(g.typed) ? transliterate(g.typed) : bare(g.typed)))
    .join(" ")
    .trim();
  return { groups, text };
}

/** A to_tsquery text matching any of these terms; a term of several words is a phrase. Letters and digits only. */
export function anyOf(terms: readonly string[]): string | undefined {
  const parts = terms
    .map((term) => (term.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((w) => `'${w}'`))
    .filter((words) => words.length > 0)
    .map((words) => (words.length > 1 ? `(${words.join(" <-> ")})` : words[0]!));
  return parts.length > 0 ? [...new Set(parts)].join(" | ") : undefined;
}
