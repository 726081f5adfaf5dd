/**
 * The product's name alone, in its own module: the web app's shell prefixes its storage keys with it, and importing
 * brand.ts there would put every page's texts (BRAND, POLICY) into the first load.
 */
export const BRAND_NAME = "Dobara";
