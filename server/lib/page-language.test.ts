import { describe, expect, it } from "vitest";
import { hindiRedirect, withPageLanguage } from "./page-language";

const page = '<!doctype html><html lang="en"><head><title>Dobara</title></head><body></body></html>';

describe("a page's language (decision 0046)", () => {
  it("is said by the address: <html lang> in both, and a rendered page names both addresses, absolutely", () => {
    const hi = withPageLanguage(page, "/hi/browse?search=phone", "https://dobara.example", true);
    expect(hi).toContain('<html lang="hi-IN">');
    expect(hi).toContain('<link rel="alternate" hreflang="en" href="https://dobara.example/browse?search=phone" />');
    expect(hi).toContain('<link rel="alternate" hreflang="hi" href="https://dobara.example/hi/browse?search=phone" />');
    expect(hi).toContain('hreflang="x-default" href="https://dobara.example/browse?search=phone"');
    expect(withPageLanguage(page, "/browse", "https://dobara.example", true)).toContain('<html lang="en-IN">');
  });

  it("names no alternate on the app's shell (private pages, unknown addresses): nothing there to index", () => {
    const shell = withPageLanguage(page, "/hi/dashboard", "https://dobara.example", false);
    expect(shell).toContain('<html lang="hi-IN">');
    expect(shell).not.toContain("hreflang");
  });

  it("links the Hindi manifest from a Hindi page, rendered or shell, and leaves English pages' manifest alone", () => {
    const withManifest = page.replace("</head>", '<link rel="manifest" href="/manifest.webmanifest" /></head>');
    for (const rendered of [true, false]) {
      const hi = withPageLanguage(withManifest, "/hi/products/x", "https://dobara.example", rendered);
      expect(hi).toContain('<link rel="manifest" href="/manifest-hi.webmanifest" />');
      expect(hi).not.toContain('href="/manifest.webmanifest"');
      const en = withPageLanguage(withManifest, "/products/x", "https://dobara.example", rendered);
      expect(en).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    }
  });

  it("sends an English address to /hi for a chosen Hindi, or a browser preferring it with no choice; never back", () => {
    expect(hindiRedirect("/browse?q=1", { cookie: "lang=hi" })).toBe("/hi/browse?q=1");
    expect(hindiRedirect("/", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" })).toBe("/hi");
    expect(hindiRedirect("/", { cookie: "lang=en", "accept-language": "hi-IN,hi;q=0.9" })).toBeUndefined();
    expect(hindiRedirect("/", { "accept-language": "en-IN,en;q=0.9,hi;q=0.8" })).toBeUndefined();
    expect(hindiRedirect("/hi/browse", { cookie: "lang=en" })).toBeUndefined();
  });
});
