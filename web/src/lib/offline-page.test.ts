import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

// The offline page (web/public/offline.html) and its script, run against a stand-in of the little DOM it touches.
const html = readFileSync(new URL("../../public/offline.html", import.meta.url), "utf8");
const script = readFileSync(new URL("../../public/offline.js", import.meta.url), "utf8");
const keys = [...html.matchAll(/data-t="([^"]+)"/g)].map((m) => m[1]!);

function openOffline(pathname: string, cookie = "") {
  const texts = keys.map((key) => ({ key, textContent: "English", getAttribute: () => key }));
  const element = { addEventListener() {}, appendChild() {}, hidden: true };
  const document = {
    cookie,
    title: "You are offline — Dobara",
    documentElement: { lang: "en-IN" },
    getElementById: () => element,
    querySelectorAll: () => texts,
  };
  const window = { addEventListener() {}, caches: undefined };
  runInNewContext(script, { document, window, location: { pathname }, navigator: {}, setTimeout, fetch() {} });
  return { document, texts };
}

describe("the offline page's language (decision 0046)", () => {
  it("is Hindi, every text of it, when the page that failed was under /hi", () => {
    expect(keys.length).toBeGreaterThan(10);
    const { document, texts } = openOffline("/hi/products/abc");
    expect(document.documentElement.lang).toBe("hi-IN");
    expect(document.title).toBe("आप ऑफ़लाइन हैं — Dobara");
    for (const t of texts) expect(t.textContent, t.key).toMatch(/[\u0900-\u097F]/);
  });

  it("is Hindi on an English address when the lang cookie chose Hindi; else the HTML's English stays", () => {
    expect(openOffline("/browse", "theme=dark; lang=hi").document.documentElement.lang).toBe("hi-IN");
    expect(openOffline("/hi").document.documentElement.lang).toBe("hi-IN");
    const english = openOffline("/history", "lang=en");
    expect(english.document.documentElement.lang).toBe("en-IN");
    expect(english.document.title).toBe("You are offline — Dobara");
    for (const t of english.texts) expect(t.textContent).toBe("English");
  });
});
