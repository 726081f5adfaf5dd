import { readFileSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * docs/architecture.md#web: web/src/features/<domain>/ holds everything about one domain (offers, orders, admin...).
 * A feature uses another domain only through that domain's public surface, features/<domain>/index.ts (imported as
 * "@web/features/<domain>"), or a file it loads lazily by that file. What a domain keeps behind its surface can move
 * without touching the others. Shared code
 * (components/, lib/) never imports a feature; tests may reach in; the app shell (app/, ssr/) may, to route and render pages.
 */
const featureBoundaries = {
  meta: {
    type: "problem",
    messages: {
      crossFeature:
        "Feature '{{from}}' must import feature '{{to}}' through its public surface '@web/features/{{to}}' (features/{{to}}/index.ts), not '{{source}}'.",
      sharedImportsFeature:
        "Shared code (web/src/components, web/src/lib) must not import feature '{{to}}': move the piece it needs to components/ or lib/.",
    },
  },
  create(context) {
    const filename = context.filename.replaceAll("\\", "/");
    const own = filename.match(/web\/src\/features\/([^/]+)\//)?.[1];
    const shared = /web\/src\/(components|lib)\//.test(filename);
    // Tests may reach into another domain to set up what they check.
    if ((!own && !shared) || /\.test\.tsx?$/.test(filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const path = source.startsWith("@web/")
        ? `web/src/${source.slice(5)}`
        : source.startsWith(".")
          ? resolvePath(filename, source)
          : undefined;
      const target = path?.match(/web\/src\/features\/([^/]+)(\/.*)?$/);
      if (!target || target[1] === own) return;
      if (shared) context.report({ node, messageId: "sharedImportsFeature", data: { to: target[1] } });
      else if (!["", "/index"].includes(target[2] ?? ""))
        context.report({ node, messageId: "crossFeature", data: { from: own, to: target[1], source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      // A piece loaded lazily is imported by its own file: its own chunk is the point, which a public surface
      // re-exporting it would undo. Shared code still may not.
      ImportExpression: (node) => shared && check(node),
    };
  },
};

/**
 * docs/architecture.md#web: query keys come from queryOptions factories, and mutations invalidate through them. A key typed out as an
 * array anywhere else (useQuery({ queryKey: [...] }), invalidateQueries, setQueryData) is a second definition that drifts.
 */
const FACTORIES = new Set(["queryOptions", "infiniteQueryOptions"]);
const KEYED_BY_POSITION = new Set([
  "getQueryData",
  "setQueryData",
  "getQueryState",
  "setQueryDefaults",
  "getQueryDefaults",
]);
const calleeName = (callee) =>
  callee.type === "Identifier"
    ? callee.name
    : callee.type === "MemberExpression" && callee.property.type === "Identifier"
      ? callee.property.name
      : undefined;
const queryKeysFromFactories = {
  meta: {
    type: "problem",
    messages: { rawKey: "Query key typed out as an array: define it in a queryOptions factory and use its .queryKey." },
  },
  create(context) {
    return {
      "Property[key.name='queryKey'] > ArrayExpression.value"(node) {
        const call = node.parent.parent.parent;
        const inFactory =
          call?.type === "CallExpression" &&
          call.arguments[0] === node.parent.parent &&
          FACTORIES.has(calleeName(call.callee));
        if (!inFactory) context.report({ node, messageId: "rawKey" });
      },
      "CallExpression > ArrayExpression.arguments"(node) {
        if (node.parent.arguments[0] === node && KEYED_BY_POSITION.has(calleeName(node.parent.callee)))
          context.report({ node, messageId: "rawKey" });
      },
    };
  },
};

/**
 * A server module is used by the others only through its public surface, server/modules/<module>/index.ts: what a
 * module keeps behind it (repos, views, helpers) can change without touching another module. Tests and test kits
 * may reach in to set up their data.
 */
const moduleBoundaries = {
  meta: {
    type: "problem",
    messages: {
      private:
        "Module '{{from}}' must import module '{{to}}' through its public surface '../{{to}}' (server/modules/{{to}}/index.ts), not '{{source}}'.",
    },
  },
  create(context) {
    const filename = context.filename.replaceAll("\\", "/");
    const own = filename.match(/server\/modules\/([^/]+)\//)?.[1];
    if (!own || /\.test\.ts$|-test-kit\.ts$/.test(filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = resolvePath(filename, source).match(/server\/modules\/([^/]+)(\/.*)?$/);
      if (target && target[1] !== own && !["", "/index"].includes(target[2] ?? "")) {
        context.report({ node, messageId: "private", data: { from: own, to: target[1], source } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * The sandboxes stand in for other companies outside production (server/sandboxes, decision 0040): production code never
 * imports them. Only server/app.ts mounts them, through server/sandboxes/index.ts; tests and test kits use them too.
 */
const sandboxesApart = {
  meta: {
    type: "problem",
    messages: {
      sandbox:
        "Production code must not import a sandbox ('{{source}}'): the sandboxes are mounted only by server/app.ts (server/sandboxes/index.ts).",
    },
  },
  create(context) {
    const filename = context.filename.replaceAll("\\", "/");
    const production = /(^|\/)server\/(?!sandboxes\/|test\/|app\.ts$)/.test(filename);
    if (!production || /\.test\.ts$|-test-kit\.ts$/.test(filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      if (/(^|\/)server\/sandboxes(\/|$)/.test(resolvePath(filename, source)))
        context.report({ node, messageId: "sandbox", data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * Domain modules offer services, not repositories: a module's public surface (server/modules/<module>/index.ts)
 * re-exports nothing from a *-repo.ts file, and no namespace named like a repo, so the queries behind a service can
 * change without touching another module.
 */
const noRepoExports = {
  meta: {
    type: "problem",
    messages: {
      repoFile:
        "Module '{{module}}' exposes '{{source}}' on its public surface: export a service function that calls the repo instead.",
      repoNamespace: "Module '{{module}}' exposes the namespace '{{name}}': export services, not a repository.",
    },
  },
  create(context) {
    const filename = context.filename.replaceAll("\\", "/");
    const own = filename.match(/server\/modules\/([^/]+)\/index\.ts$/)?.[1];
    if (!own) return {};
    const isRepo = (source) => /-repo(\.ts)?$/.test(source);
    /** Names imported from a repo here, so `import { x } from "./a-repo"; export { x };` is caught too. */
    const fromRepo = new Map();
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") {
        for (const spec of node.specifiers ?? []) {
          const repo = fromRepo.get(spec.local.name);
          if (repo) context.report({ node, messageId: "repoFile", data: { module: own, source: repo } });
        }
        return;
      }
      if (isRepo(source)) context.report({ node, messageId: "repoFile", data: { module: own, source } });
      else if (node.type === "ExportAllDeclaration" && /repo$/i.test(node.exported?.name ?? ""))
        context.report({ node, messageId: "repoNamespace", data: { module: own, name: node.exported.name } });
    };
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (isRepo(source)) for (const spec of node.specifiers) fromRepo.set(spec.local.name, source);
      },
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/**
 * docs/architecture.md#server: each table is written by one module. server/db/table-owners.json names the module that owns each schema
 * file (server/db/schema/<file>.ts); every other module changes that table only by calling the owner's public
 * surface. Reads may join across modules.
 */
const TABLE_OWNERS = JSON.parse(readFileSync(new URL("./server/db/table-owners.json", import.meta.url), "utf8"));

const WRITES = new Set(["insert", "update", "delete"]);

const tableOwners = {
  meta: {
    type: "problem",
    messages: {
      foreign:
        "Module '{{from}}' writes table file '{{table}}', which module '{{owner}}' owns: call a function of '../{{owner}}' instead.",
    },
  },
  create(context) {
    const filename = context.filename.replaceAll("\\", "/");
    const own = filename.match(/server\/modules\/([^/]+)\//)?.[1];
    if (!own || /\.test\.ts$|-test-kit\.ts$/.test(filename)) return {};
    const tableOf = new Map();
    return {
      ImportDeclaration(node) {
        const table = resolvePath(filename, String(node.source.value)).match(/server\/db\/schema\/([^/]+)$/)?.[1];
        if (!table) return;
        for (const spec of node.specifiers) tableOf.set(spec.local.name, table);
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        if (!WRITES.has(callee.property.name)) return;
        const arg = node.arguments[0];
        const table = arg?.type === "Identifier" ? tableOf.get(arg.name) : undefined;
        const owner = table && TABLE_OWNERS[table];
        if (owner && owner !== own) context.report({ node, messageId: "foreign", data: { from: own, table, owner } });
      },
    };
  },
};

/** One way per idiom in the server's modules (no-restricted-syntax; repos add one of their own). */
const SERVER_IDIOMS = [
  {
    selector: "TSAsExpression[typeAnnotation.typeName.name='Db']",
    message: "A transaction is a Db already (server/db/client.ts): no cast.",
  },
  {
    selector: "Literal[value=/^(08|22|23|40|53|57)[0-9A-Z]{3}$/]",
    message: "Read SQLSTATEs through server/lib/database-errors (sqlState, SQL_STATE).",
  },
  {
    selector:
      "BinaryExpression[right.value='admin']:matches([left.property.name='role'], [left.expression.property.name='role'])",
    message: "Ask isAdmin (server/modules/users) whether a user is an admin: admins are told one way.",
  },
  {
    selector: "CallExpression[callee.name='eq'][arguments.1.value='admin']",
    message: "Find the admins with adminContacts (server/modules/users): admins are looked up one way.",
  },
];

function resolvePath(filename, source) {
  const parts = filename.split("/").slice(0, -1);
  for (const seg of source.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg !== ".") parts.push(seg);
  }
  return parts.join("/");
}

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", ".test-data/", "server/db/migrations/", "e2e/screenshots/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: {
      "react-hooks": reactHooks,
      house: {
        rules: {
          "feature-boundaries": featureBoundaries,
          "module-boundaries": moduleBoundaries,
          "sandboxes-apart": sandboxesApart,
          "table-owners": tableOwners,
          "no-repo-exports": noRepoExports,
          "query-keys-from-factories": queryKeysFromFactories,
        },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "house/feature-boundaries": "error",
      "house/module-boundaries": "error",
      "house/sandboxes-apart": "error",
      "house/table-owners": "error",
      "house/no-repo-exports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    // Type-aware rules for the money code: a promise is awaited or handled, and a switch names every case.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // React event props may return a promise (the handler's errors are shown by the form or a toast).
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    rules: { "house/query-keys-from-factories": "error" },
  },
  {
    // One way per idiom on the server: services open transactions and hand their tx (already a Db) to repos.
    files: ["server/modules/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...SERVER_IDIOMS] },
  },
  {
    files: ["server/modules/**/*-repo.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: "Repos never open transactions: the service opens one and passes its tx.",
        },
        ...SERVER_IDIOMS,
      ],
    },
  },
  {
    // A function that does not fit on a screen does several things: split it. Data tables (a long literal of rows)
    // are exempt with an inline disable saying so; no file is exempt.
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*-test-kit.ts", "server/test/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
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
