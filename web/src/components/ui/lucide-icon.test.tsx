import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

/** Every icon the app imports from lucide-react. */
function iconsUsed(dir = path.resolve(__dirname, "../..")): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) iconsUsed(full).forEach((n) => names.add(n));
    else if (/\.tsx?$/.test(entry))
      for (const m of readFileSync(full, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g))
        for (const part of m[1]!.split(",").map((n) => n.trim()))
          if (part && !part.startsWith("type ")) names.add(part.split(/\s+as\s+/)[0]!);
  }
  return names;
}

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-4 text-brand-700", "aria-hidden": true },
  { className: "size-5 size-5 lucide" },
  { "aria-label": "Close" },
  { role: "img", size: 16, strokeWidth: 3 },
  { size: 12, absoluteStrokeWidth: true },
  { color: "#b91c1c", width: 20 },
];

describe("the app's lucide icon builder (decision 0035)", () => {
  const used = [...iconsUsed()];

  it("finds the app's icons", () => {
    expect(used.length).toBeGreaterThan(50);
  });

  it("draws every icon the app uses exactly as lucide-react does", async () => {
    for (const name of used) {
      const Real = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name];
      expect(Real, name).toBeDefined();
      const kebab = /lucide-([a-z0-9-]+)/.exec(renderToStaticMarkup(createElement(Real!)))![1]!;
      const { __iconData } = (await import(`../../../../node_modules/lucide-react/dist/esm/icons/${kebab}.mjs`)) as {
        __iconData: Parameters<typeof createLucideIcon>[0];
      };
      const Ours = createLucideIcon(__iconData);
      for (const props of PROPS)
        expect(renderToStaticMarkup(createElement(Ours, props)), `${name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(Real!, props)),
        );
    }
  });

  it("passes a ref to the svg and keeps children", () => {
    const Ours = createLucideIcon({ name: "dot", node: [["circle", { cx: "12", cy: "12", r: "1" }]] });
    const html = renderToStaticMarkup(createElement(Ours, null, createElement("title", null, "Dot")));
    expect(html).toContain("<title>Dot</title>");
    expect(html).not.toContain("aria-hidden");
  });
});
