import { transliterate } from "./transliterate";

/**
 * Do two spellings of a person's name (the penny drop's registered_name, e.g. "A K SHARMA", and a name we hold for
 * the seller, "Anil Kumar Sharma") name the same person? Both are transliterated to Latin, lower-cased, stripped of honorifics and
 * punctuation, and split into words. Then, in any order:
 * - every word of the shorter name must pair with its own word of the longer: the same word, a word one letter off
 *   (five letters or more: Mohammad/Mohammed), or an initial that a word starts with ("a" ~ "anil");
 * - at least one pair is a whole word on both sides (initials alone name nobody);
 * - at most one word of the longer name may stay unpaired (banks drop a middle name).
 * The provider's name_match_score is not used: it is a hint, and this rule is ours to explain to a seller.
 */

const HONORIFICS = new Set(["mr", "mrs", "ms", "miss", "dr", "shri", "sri", "smt", "kumari", "km", "late", "m/s"]);

function nameWords(name: string) {
  return transliterate(name.normalize("NFKC"))
    .toLowerCase()
    .replace(/[^a-z\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "" && !HONORIFICS.has(w));
}

function oneEditApart(a: string, b: string) {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

const wholeMatch = (a: string, b: string) =>
  a.length > 1 && b.length > 1 && (a === b || (Math.min(a.length, b.length) >= 5 && oneEditApart(a, b)));
const initialMatch = (a: string, b: string) => (a.length === 1 || b.length === 1) && a[0] === b[0];

export function namesMatch(holderName: string, registeredName: string) {
  const a = nameWords(holderName);
  const b = nameWords(registeredName);
  if (a.length === 0 || b.length === 0) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const free = long.map(() => true);
  let whole = 0;
  let paired = 0;
  // Whole words pair first, so an initial never takes the word a whole one needed.
  const pending: string[] = [];
  for (const w of short) {
    const k = long.findIndex((x, i) => free[i] && wholeMatch(w, x));
    if (k === -1) pending.push(w);
    else {
      free[k] = false;
      whole += 1;
      paired += 1;
    }
  }
  for (const w of pending) {
    const k = long.findIndex((x, i) => free[i] && initialMatch(w, x));
    if (k === -1) return false;
    free[k] = false;
    paired += 1;
  }
  return whole >= 1 && long.length - paired <= 1;
}

/**
 * Is the bank's holder of an account the seller themselves? The names we hold for the seller as a person, not the
 * holder name typed on the form (anyone can type a stranger's name there): today the account's full name; a PAN's
 * name joins this list once sellers give one. No registered name (the bank did not say) matches nobody.
 */
export function isSellersOwnAccount(registeredName: string | null, seller: { fullName: string }) {
  const ownNames = [seller.fullName];
  return registeredName !== null && ownNames.some((name) => namesMatch(name, registeredName));
}
