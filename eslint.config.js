import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** DESIGN.md: a web feature never imports another feature; shared pieces live in components/ or lib/. */
const featureBoundaries = {
  meta: { type: "problem", messages: { crossFeature: "Feature '{{from}}' must not import feature '{{to}}': move the shared piece to web/src/components or web/src/lib." } },
  create(context) {
    const own = context.filename.match(/web\/src\/features\/([^/]+)\//)?.[1];
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = source.match(/^@web\/features\/([^/]+)/)?.[1] ?? (source.startsWith(".") ? resolveRelative(context.filename, source) : undefined);
      if (target && target !== own) context.report({ node, messageId: "crossFeature", data: { from: own, to: target } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

function resolveRelative(filename, source) {
  const parts = filename.split("/").slice(0, -1);
  for (const seg of source.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg !== ".") parts.push(seg);
  }
  return parts.join("/").match(/web\/src\/features\/([^/]+)/)?.[1];
}

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", ".test-data/", "server/db/migrations/", "e2e/screenshots/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, house: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "house/feature-boundaries": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    files: ["scripts/**", "server/cli/**", "server/main.ts", "**/*.test.ts", "e2e/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
