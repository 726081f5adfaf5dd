// Draws the app's install icons from the logo (web/public/favicon.svg) with sharp: `npx tsx scripts/pwa-icons.ts`.
// The PNGs are committed; run this again only when the logo changes.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { projectPath } from "../server/lib/paths";

const BRAND = "#0f766e";
const ACCENT = "#fbbf24";
/** The logo's "D" and dot on a 64-unit grid, centred on (34, 32). */
const MARK = `<path d="M20 16h12c10 0 16 6.5 16 16s-6 16-16 16H20z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><circle cx="32" cy="32" r="5" fill="${ACCENT}"/>`;

/** As the favicon: a rounded tile, the mark filling most of it. */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;

/**
 * Maskable: the launcher crops to any shape inside the middle 80% circle, so the background bleeds to the edges and
 * the mark shrinks to stay well inside that circle.
 */
const bleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(${scale}) translate(-34 -32)">${MARK}</g></svg>`;

const outDir = projectPath("web/public/icons");
mkdirSync(outDir, { recursive: true });
const icons: [string, string, number][] = [
  ["icon-192.png", tile, 192],
  ["icon-512.png", tile, 512],
  ["maskable-512.png", bleed(0.62), 512],
  ["apple-touch-icon.png", bleed(0.8), 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
  console.log(`web/public/icons/${name} (${size} px)`);
}
