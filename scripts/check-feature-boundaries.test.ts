import { eslintForSnippets } from "./lint-test-kit";
import { describe, expect, it } from "vitest";

/** The lint rule that keeps web features apart must actually fire. */
describe("house/feature-boundaries lint rule", () => {
  const eslint = eslintForSnippets();
  const lint = (filePath: string, code: string) =>
    eslint
      .lintText(code, { filePath })
      .then((r) => r[0]!.messages.filter((m) => m.ruleId === "house/feature-boundaries"));

  it("refuses a feature importing another feature, by alias or relative path", async () => {
    expect(
      await lint(
        "web/src/features/home/home-page.tsx",
        'import { X } from "@web/features/contact/contact-page";\nexport const y = X;\n',
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        "web/src/features/home/components/a.tsx",
        'import { X } from "../../contact/contact-page";\nexport const y = X;\n',
      ),
    ).toHaveLength(1);
  });

  it("allows own-feature, components and lib imports", async () => {
    const code =
      'import { a } from "./components/a";\nimport { b } from "@web/lib/format";\nimport { c } from "@web/components/ui/button";\nexport const y = [a, b, c];\n';
    expect(await lint("web/src/features/home/home-page.tsx", code)).toEqual([]);
  });

  it("allows another domain through its public surface, and a lazily loaded file by its path", async () => {
    const code =
      'import { X } from "@web/features/offers";\nconst Y = () => import("@web/features/offers/components/recent-offers");\nexport const y = [X, Y];\n';
    expect(await lint("web/src/features/listings/product-page.tsx", code)).toEqual([]);
  });

  it("refuses shared code importing a feature, even its public surface", async () => {
    expect(
      await lint(
        "web/src/components/product/a.tsx",
        'import { X } from "@web/features/offers";\nexport const y = X;\n',
      ),
    ).toHaveLength(1);
  });
});
