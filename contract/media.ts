/**
 * A listing image is stored once in four WebP sizes under one folder (long side 320, 640, 960 and 1600 px); the
 * database keeps the `full` URL and pages pick the size they need from it. Photos stored before `gallery` existed
 * get it from their full.webp (docs/decisions/0030-gallery-image-size.md), so every size may be named.
 */
export type ImageVariant = "thumb" | "card" | "gallery" | "full";

export const imageVariantUrl = (fullUrl: string, variant: ImageVariant) =>
  /\/full\.webp$/.test(fullUrl) ? fullUrl.replace(/\/full\.webp$/, `/${variant}.webp`) : fullUrl;

/**
 * The product page's main photo: one definition for the gallery's <img> and the server's preload hint, which
 * the browser only reuses when both name the same sources. The 960 px size sits between card and full: a phone
 * of 412 px at DPR 1.75 needs 721 px, which without it meant the 1600 px file on a slow link.
 */
export const galleryImageSources = (fullUrl: string) => ({
  src: imageVariantUrl(fullUrl, "card"),
  srcSet: `${imageVariantUrl(fullUrl, "card")} 640w, ${imageVariantUrl(fullUrl, "gallery")} 960w, ${imageVariantUrl(fullUrl, "full")} 1600w`,
  sizes: "(min-width: 1024px) 50vw, 100vw",
});
