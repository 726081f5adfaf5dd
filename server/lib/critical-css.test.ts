import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { criticalStylesOf, markupKey } from "./critical-css";

describe("markupKey", () => {
  it("is the same for pages that differ only in their text, ids and links", () => {
    const a =
      '<div class="p-4 flex"><h1 id=":r1:" title="Bajaj fan">Bajaj fan</h1><a href="/x/1" aria-label="Open">₹500</a></div>';
    const b =
      '<div class="flex p-4"><h1 id=":r7:" title="Usha iron">Usha iron</h1><a href="/x/2" aria-label="Go">₹900</a></div>';
    expect(markupKey(a)).toBe(markupKey(b));
  });

  it("tells apart what a rule can select on: tags, classes, state attributes' values", () => {
    const base = markupKey('<button class="p-4" aria-pressed="false" type="button">x</button>');
    expect(markupKey('<button class="p-4" aria-pressed="true" type="button">x</button>')).not.toBe(base);
    expect(markupKey('<button class="p-4 m-2" aria-pressed="false" type="button">x</button>')).not.toBe(base);
    expect(markupKey('<a class="p-4" aria-pressed="false" type="button">x</a>')).not.toBe(base);
    expect(markupKey('<button class="p-4" aria-pressed="false" type="submit">x</button>')).not.toBe(base);
    expect(markupKey('<button class="p-4" aria-pressed="false" type="button" disabled>x</button>')).not.toBe(base);
  });
});

describe("criticalStylesOf", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(
    path.join(root, "assets", "app.css"),
    ".p-4{padding:1rem}.m-2{margin:.5rem}.admin-only{color:red}.hover\\:m-2:hover{margin:.5rem}h1{font-size:2rem}table{width:100%}" +
      "@layer utilities{.\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}.\\[\\&_a\\]\\:underline a{text-decoration:underline}}",
  );
  const critical = criticalStylesOf(root, "/assets/app.css");

  it("keeps the rules the markup uses, hover states included, and drops the rest", async () => {
    const css = await critical('<h1 class="p-4 hover:m-2">Fan</h1>');
    expect(css).toContain(".p-4{padding:1rem}");
    expect(css).toContain("h1{font-size:2rem}");
    expect(css).toContain(".hover\\:m-2:hover");
    expect(css).not.toContain("admin-only");
    expect(css).not.toContain("table");
  });

  it("keeps a Tailwind arbitrary variant's rule (an escaped & in its class), only where the page uses it", async () => {
    const css = await critical('<button class="p-4 [&amp;_svg]:size-5"><svg></svg> Offer &amp; more</button>');
    expect(css).toContain(".\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}");
    expect(css).not.toContain("underline");
  });

  it("answers pages of one kind from the first one's result", async () => {
    const first = critical('<h1 class="m-2">Fan</h1>');
    expect(critical('<h1 class="m-2">Iron</h1>')).toBe(first);
    expect(await first).toContain(".m-2{");
  });
});
