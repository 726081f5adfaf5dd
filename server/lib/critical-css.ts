import Beasties from "beasties";

/**
 * Beasties drops every rule whose class name holds an escaped `&` (Tailwind's arbitrary variants: the buttons'
 * `[&_svg]:size-5`, the policy pages' `[&_a]:underline`), as if it were CSS nesting's `&`: on a phone the product
 * page's buttons then showed 24 px icons until the whole sheet came, wrapped onto a second row, and the page jumped
 * (layout shift 0.09). So Beasties reads the sheet and the markup with that `&` spelled as a character it matches,
 * and the result gets its `&` back.
 */
const AMPERSAND_STAND_IN = "\u00a7"; // §: in no class name of ours
const SHEET_AMPERSAND = /\\&/g;
const MARKUP_AMPERSAND = /&amp;/g;

class AmpersandSafeBeasties extends Beasties {
  override async readFile(filename: string) {
    return String(await super.readFile(filename)).replace(SHEET_AMPERSAND, `\\${AMPERSAND_STAND_IN}`);
  }
}

/**
 * The part of the app's stylesheet a rendered page uses (decision 0028): inlined, it lets the page's HTML fit the
 * first round trip of a new connection (about 14 KB); the whole sheet follows at low priority. Beasties matches the
 * sheet's rules against the page. That takes 30-60 ms, so the result is kept by what the page's markup can match on
 * (its tags, classes and state attributes), which a few dozen kinds of page share: never by its text.
 */
export function criticalStylesOf(webRoot: string, sheetHref: string) {
  const beasties = new AmpersandSafeBeasties({
    path: webRoot,
    publicPath: "/",
    external: true,
    inlineThreshold: 0,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    fonts: false,
    keyframes: "critical",
    compress: true,
    logLevel: "silent",
  });
  const cache = new Map<string, Promise<string>>();

  return function criticalStyles(body: string): Promise<string> {
    const key = markupKey(body);
    const known = cache.get(key);
    if (known) {
      // Most recently used last: the oldest key is the one to drop.
      cache.delete(key);
      cache.set(key, known);
      return known;
    }
    // Only the styles of this document are kept: an `&amp;` of its text read as the stand-in changes nothing.
    const doc = `<!doctype html><html><head><link rel="stylesheet" href="${sheetHref}"></head><body>${body.replace(MARKUP_AMPERSAND, AMPERSAND_STAND_IN)}</body></html>`;
    const styles = beasties
      .process(doc)
      .then((out) => (/<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? "").replaceAll(`\\${AMPERSAND_STAND_IN}`, "\\&"));
    cache.set(key, styles);
    styles.catch(() => cache.delete(key));
    if (cache.size > MAX_KINDS) cache.delete(cache.keys().next().value!);
    return styles;
  };
}

/** Kinds of page kept; a page of a new kind evicts the least recently used. */
const MAX_KINDS = 200;

/** Attributes whose values a stylesheet may select on (Tailwind's aria-*, data-* and state variants, preflight). */
const STATE_ATTRIBUTE =
  /^(type|role|open|disabled|hidden|checked|selected|dir|aria-(?!label|describedby|controls|activedescendant|owns)[a-z]+|data-(state|side|orientation))$/;
const TAG = /<([a-z][a-z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s="'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** What of the markup a CSS rule can depend on: tag names, classes, attribute names, and state attributes' values. */
export function markupKey(body: string) {
  const parts = new Set<string>();
  for (const [, tag, attrs] of body.matchAll(TAG)) {
    parts.add(tag!);
    for (const [, name, ...values] of attrs!.matchAll(ATTRIBUTE)) {
      const value = values.find((v) => v !== undefined) ?? "";
      if (name === "class") for (const c of value.split(/\s+/)) parts.add(`.${c}`);
      else parts.add(STATE_ATTRIBUTE.test(name!) ? `[${name}=${value}]` : `[${name}]`);
    }
  }
  return [...parts].sort().join(" ");
}
