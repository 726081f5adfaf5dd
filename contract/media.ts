/**
 * A listing image is stored once in three WebP sizes under one folder; the database keeps the `full` URL
 * and pages pick the size they need from it.
 */
export type ImageVariant = "thumb" | "card" | "full";

export const imageVariantUrl = (fullUrl: string, variant: ImageVariant) =>
  /\/full\.webp$/.test(fullUrl) ? fullUrl.replace(/\/full\.webp$/, `/${variant}.webp`) : fullUrl;

/**
 * The product page's main photo: one definition for the gallery's <img> and the server's preload hint, which
 * the browser only reuses when both name the same sources.
 */
export const galleryImageSources = (fullUrl: string) => ({
  src: imageVariantUrl(fullUrl, "card"),
  srcSet: `${imageVariantUrl(fullUrl, "card")} 640w, ${imageVariantUrl(fullUrl, "full")} 1600w`,
  sizes: "(min-width: 1024px) 50vw, 100vw",
});
