import type { Category } from "../categories";
import { BOOKS_WORDS } from "./books";
import { BRAND_WORDS } from "./brands";
import { ELECTRONICS_WORDS } from "./electronics";
import { FASHION_WORDS } from "./fashion";
import { HOME_WORDS } from "./home";
import { OTHER_WORDS } from "./other";
import { FILLER_WORDS, QUALIFIER_WORDS } from "./qualifiers";
import { SPORTS_WORDS } from "./sports";
import { VEHICLE_WORDS } from "./vehicles";

/** One everyday word of the search dictionary, in the three ways people write it. */
export interface SearchWord {
  /** English forms; the first is the word itself. */
  english: readonly string[];
  devanagari: readonly string[];
  /** Hinglish spellings and common misspellings. */
  romanised: readonly string[];
  /** Words that only contain this one ("headphones" for phone): searched when nothing better matches. */
  inside: readonly string[];
  /** The category a search for it belongs to; none for brands and qualifiers. */
  category?: Category;
  /** Says who a thing is for or what it is made of, not what it is: a search may drop it to find something. */
  qualifier: boolean;
}

const list = (field: string | undefined) =>
  (field ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function parse(lines: readonly string[], category: Category | undefined, qualifier = false): SearchWord[] {
  return lines.map((line) => {
    const [english, devanagari, romanised, inside] = line.split(" / ");
    return {
      english: list(english),
      devanagari: list(devanagari),
      romanised: list(romanised),
      inside: list(inside),
      category,
      qualifier,
    };
  });
}

export const SEARCH_WORDS: readonly SearchWord[] = [
  ...parse(ELECTRONICS_WORDS, "electronics"),
  ...parse(FASHION_WORDS, "fashion"),
  ...parse(HOME_WORDS, "home_garden"),
  ...parse(SPORTS_WORDS, "sports"),
  ...parse(BOOKS_WORDS, "books"),
  ...parse(VEHICLE_WORDS, "vehicles"),
  ...parse(OTHER_WORDS, "other"),
  ...parse(BRAND_WORDS, undefined),
  ...parse(QUALIFIER_WORDS, undefined, true),
];

const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const DEVANAGARI = /[\u0900-\u097F]/;

export const isDevanagari = (word: string) => DEVANAGARI.test(word);

/**
 * The form a word is looked up by: composed, lower case, curly apostrophes straight; in Devanagari without the nukta
 * and with chandrabindu as anusvara, since people type फ़ोन and फोन, साड़ियाँ and साड़ियां alike.
 */
export const lookupForm = (word: string) =>
  word.normalize("NFC").toLowerCase().replace(/’/g, "'").replace(NUKTA, "").replace(CHANDRABINDU, "\u0902");

/** Every way of writing the word, each as written and, in Devanagari, also as looked up (a listing may say either). */
export function spellingsOf(word: SearchWord): string[] {
  const out = new Set<string>();
  for (const form of [...word.english, ...word.devanagari, ...word.romanised]) {
    out.add(form.normalize("NFC").toLowerCase());
    if (isDevanagari(form)) out.add(lookupForm(form));
  }
  return [...out];
}

const BY_FORM = new Map<string, SearchWord>();
for (const word of SEARCH_WORDS)
  for (const form of [...word.english, ...word.devanagari, ...word.romanised]) {
    const key = lookupForm(form);
    if (!BY_FORM.has(key)) BY_FORM.set(key, word);
  }

/** Words of the most words any dictionary form has ("chest of drawers"). */
export const LONGEST_FORM_WORDS = Math.max(...[...BY_FORM.keys()].map((k) => k.split(" ").length));

/** Forms that two dictionary words share: the dictionary's own check, empty when it is consistent. */
export function sharedForms(): string[] {
  const owner = new Map<string, SearchWord>();
  const shared: string[] = [];
  for (const word of SEARCH_WORDS)
    for (const form of new Set([...word.english, ...word.devanagari, ...word.romanised].map(lookupForm))) {
      if (owner.has(form) && owner.get(form) !== word) shared.push(form);
      owner.set(form, word);
    }
  return shared;
}

/** English plural endings, tried off a word the dictionary does not know as typed ("watches", "batteries"). */
const SINGULARS: [RegExp, string][] = [
  [/ies$/, "y"],
  [/es$/, ""],
  [/s$/, ""],
];

/** The dictionary word written this way (one word or a phrase), as typed or in its singular. */
export function findSearchWord(text: string): SearchWord | undefined {
  const key = lookupForm(text.trim());
  const found = BY_FORM.get(key);
  if (found || isDevanagari(key) || key.length < 4) return found;
  for (const [ending, replacement] of SINGULARS) {
    if (!ending.test(key)) continue;
    const word = BY_FORM.get(key.replace(ending, replacement));
    if (word) return word;
  }
  return undefined;
}

const FILLERS = new Set(FILLER_WORDS.flatMap((line) => list(line)).map(lookupForm));

/** A word that says nothing about the thing searched for ("sasta", "purana", "used"). */
export const isFiller = (word: string) => FILLERS.has(lookupForm(word));

/** Dictionary forms within one typo of this word (one letter dropped, added, changed, or two swapped), closest word first. */
export function nearSearchWord(word: string): SearchWord | undefined {
  const key = lookupForm(word);
  if (key.length < 4 || isDevanagari(key) || !/^\p{L}+$/u.test(key)) return undefined;
  for (const [form, found] of BY_FORM) if (withinOneEdit(key, form)) return found;
  return undefined;
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1 || b.length < 4) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Dictionary forms a typed word begins (English and Devanagari only: romanised forms include misspellings). */
export function formsStartingWith(typed: string): { form: string; word: SearchWord }[] {
  const key = lookupForm(typed.trim());
  if (!key) return [];
  const out: { form: string; word: SearchWord }[] = [];
  for (const word of SEARCH_WORDS)
    for (const form of [...word.english, ...word.devanagari])
      if (lookupForm(form).startsWith(key)) out.push({ form, word });
  return out;
}
