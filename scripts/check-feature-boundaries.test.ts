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
});
