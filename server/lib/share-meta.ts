/** What a shared link previews in WhatsApp and other apps: the page's title, text and picture. */
export interface ShareMeta {
  title: string;
  description: string;
  imageUrl?: string;
  url: string;
  /** The page's main picture as its <img> will ask for it: the browser starts fetching it before the app has run. */
  imagePreload?: { src: string; srcSet: string; sizes: string };
}

/**
 * What a page's look-up found: its preview tags, `PAGE_NOT_FOUND` when the page names something that does not
 * exist (the server then answers 404, still with the app, which shows Not Found), or undefined for neither.
 */
export const PAGE_NOT_FOUND = "not-found" as const;
export type PageMeta = ShareMeta | typeof PAGE_NOT_FOUND | undefined;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Replaces the built page's title and description and adds Open Graph and Twitter card tags, all escaped. */
export function withShareMeta(html: string, meta: ShareMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description.replace(/\s+/g, " ").trim().slice(0, 200));
  const tags = [
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="Dobara" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.imageUrl ? `<meta property="og:image" content="${escapeHtml(meta.imageUrl)}" />` : "",
    `<meta name="twitter:card" content="${meta.imageUrl ? "summary_large_image" : "summary"}" />`,
    meta.imagePreload
      ? `<link rel="preload" as="image" href="${escapeHtml(meta.imagePreload.src)}" imagesrcset="${escapeHtml(meta.imagePreload.srcSet)}" imagesizes="${escapeHtml(meta.imagePreload.sizes)}" fetchpriority="high" />`
      : "",
  ].join("\n    ");
  // Replacer functions, not strings: a seller's "$&" or "$'" in a title must stay text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace("</head>", () => `    ${tags}\n  </head>`);
}
