import { describe, expect, it } from "vitest";
import { withShareMeta } from "./share-meta";

const page = `<html><head><meta name="description" content="Default" />\n<title>Dobara</title></head><body></body></html>`;

describe("share previews", () => {
  it("puts the listing into title, description and Open Graph tags, escaped", () => {
    const html = withShareMeta(page, {
      title: `Bat "SG" <script>alert(1)</script>`,
      description: "Line one\nline two & more",
      imageUrl: "https://dobara.in/uploads/img/a/card.webp",
      url: "https://dobara.in/products/1",
    });
    expect(html).toContain(`<title>Bat &quot;SG&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>`);
    expect(html).toContain(`<meta name="description" content="Line one line two &amp; more" />`);
    expect(html).toContain(`<meta property="og:image" content="https://dobara.in/uploads/img/a/card.webp" />`);
    expect(html).not.toContain("<script>alert");
  });

  it("preloads the main photo with the sources the gallery asks for", () => {
    const html = withShareMeta(page, {
      title: "Bat",
      description: "SG",
      url: "https://dobara.in/products/1",
      imagePreload: { src: "/u/card.webp", srcSet: "/u/card.webp 640w, /u/full.webp 1600w", sizes: "100vw" },
    });
    expect(html).toContain(
      `<link rel="preload" as="image" href="/u/card.webp" imagesrcset="/u/card.webp 640w, /u/full.webp 1600w" imagesizes="100vw" fetchpriority="high" />`,
    );
    expect(withShareMeta(page, { title: "Bat", description: "SG", url: "https://dobara.in/products/1" })).not.toContain(
      "preload",
    );
  });
});

describe("share previews with replacement patterns", () => {
  it("keeps a seller's $& and $' as text", () => {
    const html = withShareMeta(page, {
      title: "Deal $& more $'",
      description: "Only $` today",
      url: "https://dobara.in/products/1",
    });
    expect(html).toContain("<title>Deal $&amp; more $&#39;</title>");
    expect(html).toContain(`content="Only $\` today"`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
