import { ESLint } from "eslint";

/**
 * ESLint with the project's config, less the type-aware rules: the lint-rule tests lint snippets at made-up paths,
 * which the TypeScript project service does not know and refuses to parse (leaving no messages to check).
 */
export const eslintForSnippets = () =>
  new ESLint({
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        "@typescript-eslint/no-floating-promises": "off",
        "@typescript-eslint/no-misused-promises": "off",
        "@typescript-eslint/switch-exhaustiveness-check": "off",
      },
    },
  });
