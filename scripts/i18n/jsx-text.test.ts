import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { literalJsxText, PER_LANGUAGE_CONTENT } from "./jsx-text";

/** The admin panel and its sign-in: used by Dobara's own staff, who work in English (decision 0046). */
const ENGLISH_BY_DECISION = /^web\/src\/features\/(admin\/|account\/admin-login-page\.tsx$)/;

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

  it("is in no component but the staff's screens, which stay English by decision 0046", () => {
    const untranslated = components()
      .filter((file) => !ENGLISH_BY_DECISION.test(file))
      .flatMap((file) => literalJsxText(file).map((f) => `${file}: ${f.text}`));
    expect(untranslated, "put these texts in the feature's messages/{en,hi}.ts").toEqual([]);
    // The exemption is still needed: the staff's screens exist and hold English.
    expect(components().filter((file) => ENGLISH_BY_DECISION.test(file) && literalJsxText(file).length)).not.toEqual(
      [],
    );
  });
});
