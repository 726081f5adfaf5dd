import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The repository stands alone: no comment, doc or config points at a document that is not in it. The product's rules
 * live in docs/product.md, the protocols we speak in docs/providers/, the choices in docs/decisions/ and the layout
 * in docs/architecture.md; a work item is described by what it did, not by its tracker number.
 */
const OUTSIDE: { what: string; pattern: RegExp }[] = [
  { what: "a section of an outside spec", pattern: /§\s?\d|\bpart [12]\b|\bpart (one|two)\b/i },
  // "specs" on a line that says spectacles is the search dictionary's word for them, not a document.
  {
    what: "an outside spec",
    pattern: /\bthe spec\b|^(?!.*\bspectacles\b).*\bspec'?s\b|\bspec\/|\.\.\/shared\b/i,
  },
  { what: "an outside notes file", pattern: /(?<![\w/-])(DECISIONS(\.md)?|DESIGN\.md|STYLE\.md)(?!\w)/ },
  { what: "an outside protocol notes file", pattern: /(?<![\w/-])(couriers|payments|payouts|messaging)\.md\b/ },
  { what: "a tracker issue", pattern: /\bissues? (\d+|[A-Z]\b|")|\bthe issue\b|\bthis issue\b/i },
];

const SELF = "scripts/repo-stands-alone.test.ts";

const tracked = () =>
  execFileSync("git", ["ls-files", "-z"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((path) => path !== "" && path !== SELF && path !== "package-lock.json");

/** Every line of a tracked text file (binaries, which hold a NUL byte, are skipped) that points outside. */
function outsideReferences(): string[] {
  const found: string[] = [];
  for (const path of tracked()) {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      continue; // listed but absent in this checkout (a deletion not yet committed)
    }
    if (text.includes("\0")) continue;
    text.split("\n").forEach((line, i) => {
      for (const { what, pattern } of OUTSIDE)
        if (pattern.test(line)) found.push(`${path}:${i + 1}: ${what}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

/** Every `docs/....md#anchor` cited in a tracked file whose heading does not exist. */
function brokenAnchors(): string[] {
  const headings = new Map<string, Set<string>>();
  const anchorsOf = (doc: string) => {
    let set = headings.get(doc);
    if (!set) {
      let text = "";
      try {
        text = readFileSync(doc, "utf8");
      } catch {
        // a missing document has no anchors
      }
      set = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
      headings.set(doc, set);
    }
    return set;
  };
  const broken: string[] = [];
  for (const path of tracked()) {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      continue;
    }
    if (text.includes("\0")) continue;
    for (const m of text.matchAll(/\b(docs\/[\w/.-]+\.md)#([\w-]+)/g))
      if (!anchorsOf(m[1]!).has(m[2]!)) broken.push(`${path}: ${m[0]}`);
  }
  return broken;
}

describe("the repository stands alone", () => {
  it("has no reference to a document outside it", () => {
    expect(outsideReferences()).toEqual([]);
  });

  it("cites only headings that exist in our own docs", () => {
    expect(brokenAnchors()).toEqual([]);
  });

  it("catches each form of outside reference", () => {
    const caught = (line: string) => OUTSIDE.some(({ pattern }) => pattern.test(line));
    for (const line of [
      "/** Part 2 §8: the toast. */",
      "// part 1 §5 texts",
      '(DECISIONS.md "Money")',
      "DESIGN.md: one module per table",
      "Shiprocket's table (couriers.md)",
      "the vectors (spec/payments.md)",
      "issue 26's budgets",
      "Part 2 Orders tab",
      "the spec's texts",
    ])
      expect(caught(line), line).toBe(true);
    for (const line of [
      'const REPORT_DECISIONS = ["dismissed", "acted"] as const;',
      "const STYLE = `body{margin:0}`;",
      "docs/product.md#returns",
      "See docs/providers/payu.md",
      "for (const issue of result.error.issues)",
      'ctx.addIssue({ code: "custom" })',
      "for (const spec of node.specifiers)",
      "To process payments, hold them in escrow, issue refunds",
    ])
      expect(caught(line), line).toBe(false);
  });
});
