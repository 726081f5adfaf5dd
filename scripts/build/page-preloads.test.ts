import { describe, expect, it } from "vitest";
import { pagePreloadTable } from "./page-preloads";

const ALWAYS = /^assets\/framework-/;
const chunk = (fileName: string, imports: string[], more: object = {}) => ({
  type: "chunk" as const,
  fileName,
  imports,
  ...more,
});

describe("the page preload table", () => {
  const bundle = {
    "assets/index-a.js": chunk("assets/index-a.js", ["assets/framework-f.js", "assets/button-b.js"], { isEntry: true }),
    "assets/framework-f.js": chunk("assets/framework-f.js", []),
    "assets/button-b.js": chunk("assets/button-b.js", []),
    "assets/orders-page-o.js": chunk("assets/orders-page-o.js", ["assets/button-b.js", "assets/list-l.js"], {
      facadeModuleId: "/app/web/src/features/orders/orders-page.tsx",
    }),
    "assets/list-l.js": chunk("assets/list-l.js", ["assets/icon-i.js", "assets/framework-f.js"]),
    "assets/icon-i.js": chunk("assets/icon-i.js", []),
    "assets/footer-x.js": chunk("assets/footer-x.js", ["assets/icon-i.js"], {
      facadeModuleId: "/app/web/src/app/layout/footer.tsx",
    }),
  };

  it("lists every chunk a page imports, at any depth, but what the entry has loaded", () => {
    const { table, pageFiles } = pagePreloadTable(bundle, "/app/web", ALWAYS);
    expect(table).toEqual({ "src/features/orders/orders-page.tsx": ["assets/icon-i.js", "assets/list-l.js"] });
    expect([...pageFiles]).toEqual(["assets/orders-page-o.js"]);
  });

  it("refuses a page whose chunks bring styles, which only vite's own lists would load", () => {
    const styled = {
      ...bundle,
      "assets/list-l.js": chunk("assets/list-l.js", [], { viteMetadata: { importedCss: new Set(["assets/l.css"]) } }),
    };
    expect(() => pagePreloadTable(styled, "/app/web", ALWAYS)).toThrow(/styles of its own/);
  });
});
