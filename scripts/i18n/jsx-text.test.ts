import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { literalJsxText, PER_LANGUAGE_CONTENT } from "./jsx-text";
import { NOT_YET_TRANSLATED } from "./not-yet-translated";

const components = () =>
  execSync("git ls-files 'web/src/**/*.tsx'", { encoding: "utf8" })
    .split("\n")
    .filter((f) => f && !f.endsWith(".test.tsx"));

describe("literal text in components (decision 0046)", () => {
  it("finds words between tags and in read attributes, not expressions, the brand or figures", () => {
    const found = literalJsxText(
      "x.tsx",
      `export const A = () => <p title="Seller" aria-label={t("a")}>Hello <b>{name}</b> Dobara ₹ {t("b")} 42</p>;`,
    );
    expect(found.map((f) => f.text)).toEqual(["Seller", "Hello"]);
  });

  it("counts nothing in a per-language English content module, and only Hindi-less texts in its Hindi twin", () => {
    const jsx = `export const A = () => <p title="Seller">Hello <b>नमस्ते (Grievance Officer)</b></p>;`;
    expect(literalJsxText("web/src/features/legal/content/return-policy/en.tsx", jsx)).toEqual([]);
    expect(literalJsxText("web/src/features/legal/content/return-policy/hi.tsx", jsx).map((f) => f.text)).toEqual([
      "Seller",
      "Hello",
    ]);
    // Nowhere else: an en.tsx outside features/legal/content is counted like any component.
    expect(literalJsxText("web/src/features/orders/en.tsx", jsx)).toHaveLength(3);
  });

  it("has a Hindi twin for every per-language content module", () => {
    const modules = components().filter((f) => PER_LANGUAGE_CONTENT.test(f));
    expect(modules.length).toBeGreaterThan(0);
    const twinless = modules.filter(
      (f) => !existsSync(f.replace(/(en|hi)\.tsx$/, (_, l) => `${l === "en" ? "hi" : "en"}.tsx`)),
    );
    expect(twinless).toEqual([]);
  });

  it("is nowhere in a component outside the list of screens still in English, and that list only shrinks", () => {
    const byFile = new Map<string, number>();
    for (const file of components()) {
      const count = literalJsxText(file).length;
      if (count) byFile.set(file, count);
    }
    const unexpected = [...byFile].filter(([file, count]) => count > (NOT_YET_TRANSLATED[file] ?? 0));
    expect(unexpected, "translate these texts: add them to web/src/i18n/messages/{en,hi}.ts").toEqual([]);
    const stale = Object.entries(NOT_YET_TRANSLATED).filter(([file, count]) => (byFile.get(file) ?? 0) < count);
    expect(stale, "fewer English texts than listed: lower the count in not-yet-translated.ts").toEqual([]);
  });
});
