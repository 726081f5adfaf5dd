/**
 * A listing image is stored once in three WebP sizes under one folder; the database keeps the `full` URL
 * and pages pick the size they need from it.
 */
export type ImageVariant = "thumb" | "card" | "full";

export const imageVariantUrl = (fullUrl: string, variant: ImageVariant) =>
  /\/full\.webp$/.test(fullUrl) ? fullUrl.replace(/\/full\.webp$/, `/${variant}.webp`) : fullUrl;
