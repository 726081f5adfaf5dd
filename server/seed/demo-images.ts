import sharp from "sharp";
import type { DemoListing } from "./demo-listings";

/** Black keys in the 2-and-3 pattern of a piano octave, `count` white keys wide from x. */
function blackKeys(x: number, y: number, count: number, white: number, height: number) {
  let keys = "";
  for (let i = 0; i < count - 1; i++) {
    if (i % 7 === 2 || i % 7 === 6) continue; // no black key between E-F and B-C
    keys += `<rect x="${x + (i + 1) * white - white * 0.3}" y="${y}" width="${white * 0.6}" height="${height}" rx="2"/>`;
  }
  return `<g fill="#000" fill-opacity="0.45">${keys}</g>`;
}

const DARK = `fill="#000" fill-opacity="0.3"`;

// Simple white silhouettes, one per kind of thing, drawn on a 960 x 720 canvas.
const SHAPES: Record<string, string> = {
  mobile: `<rect x="380" y="150" width="200" height="400" rx="32"/><rect x="400" y="190" width="160" height="310" rx="8" fill-opacity="0.35"/><circle cx="480" cy="525" r="12" fill-opacity="0.4"/>`,
  laptop: `<rect x="300" y="200" width="360" height="240" rx="16"/><rect x="320" y="220" width="320" height="200" rx="6" fill-opacity="0.35"/><path d="M250 460h460l-40 50H290z"/>`,
  tv: `<rect x="230" y="170" width="500" height="300" rx="14"/><rect x="250" y="190" width="460" height="260" rx="6" fill-opacity="0.35"/><path d="M440 470h80l30 70H410z"/>`,
  audio: `<path d="M330 420v-60a150 150 0 0 1 300 0v60" fill="none" stroke="#fff" stroke-width="34" stroke-linecap="round"/><rect x="290" y="400" width="90" height="150" rx="30"/><rect x="580" y="400" width="90" height="150" rx="30"/>`,
  camera: `<rect x="270" y="250" width="420" height="270" rx="30"/><rect x="350" y="210" width="120" height="60" rx="14"/><circle cx="480" cy="385" r="100" fill-opacity="0.35"/><circle cx="480" cy="385" r="60"/>`,
  gaming: `<path d="M300 300h360a90 90 0 0 1 88 110l-30 110a55 55 0 0 1-95 20l-50-60H387l-50 60a55 55 0 0 1-95-20l-30-110a90 90 0 0 1 88-110z"/><circle cx="600" cy="380" r="18" fill-opacity="0.4"/><rect x="330" y="368" width="80" height="24" rx="6" fill-opacity="0.4"/>`,
  clothing: `<path d="M400 170l-140 70 50 110 60-30v270h220V320l60 30 50-110-140-70c-10 40-45 65-80 65s-70-25-80-65z"/>`,
  footwear: `<path d="M250 470c0-60 20-130 60-170l80 40c60 30 120 50 200 60 70 10 120 40 120 90v40H250z"/><rect x="250" y="520" width="460" height="30" rx="10" fill-opacity="0.5"/>`,
  watches: `<rect x="430" y="140" width="100" height="440" rx="30" fill-opacity="0.5"/><circle cx="480" cy="360" r="120"/><circle cx="480" cy="360" r="95" fill-opacity="0.35"/><path d="M480 300v60l40 30" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  accessories: `<path d="M400 290a80 80 0 0 1 160 0" fill="none" stroke="#fff" stroke-width="26"/><path d="M300 290h360l-30 270H330z"/>`,
  home_garden: `<rect x="250" y="300" width="460" height="170" rx="30"/><rect x="220" y="330" width="70" height="190" rx="24"/><rect x="670" y="330" width="70" height="190" rx="24"/><rect x="280" y="230" width="400" height="110" rx="30" fill-opacity="0.6"/>`,
  sports: `<circle cx="480" cy="360" r="180"/><path d="M480 180v360M300 360h360M352 232c80 70 80 186 0 256M608 232c-80 70-80 186 0 256" stroke-opacity="0.35" stroke="#000" stroke-width="10" fill="none"/>`,
  books: `<rect x="300" y="440" width="360" height="70" rx="10"/><rect x="320" y="360" width="330" height="70" rx="10" fill-opacity="0.8"/><rect x="290" y="280" width="350" height="70" rx="10" fill-opacity="0.65"/><rect x="330" y="200" width="300" height="70" rx="10" fill-opacity="0.5"/>`,
  bicycle: `<circle cx="320" cy="470" r="80" fill="none" stroke="#fff" stroke-width="28"/><circle cx="640" cy="470" r="80" fill="none" stroke="#fff" stroke-width="28"/><path d="M320 470l90-170h140l90 170M410 300l-30-60h-60M550 300l40-80h60" fill="none" stroke="#fff" stroke-width="26" stroke-linejoin="round" stroke-linecap="round"/>`,
  table: `<rect x="240" y="280" width="480" height="40" rx="12"/><rect x="290" y="320" width="30" height="220" rx="8"/><rect x="640" y="320" width="30" height="220" rx="8"/><rect x="190" y="340" width="70" height="170" rx="12" fill-opacity="0.6"/><rect x="700" y="340" width="70" height="170" rx="12" fill-opacity="0.6"/>`,
  kitchen: `<rect x="300" y="300" width="360" height="220" rx="40"/><rect x="270" y="270" width="420" height="50" rx="20" fill-opacity="0.7"/><rect x="440" y="220" width="80" height="60" rx="16"/><rect x="660" y="285" width="140" height="26" rx="13"/>`,
  plant: `<path d="M360 420h240l-30 140H390z"/><ellipse cx="410" cy="320" rx="45" ry="110" transform="rotate(-28 410 320)" fill-opacity="0.8"/><ellipse cx="550" cy="320" rx="45" ry="110" transform="rotate(28 550 320)" fill-opacity="0.8"/><ellipse cx="480" cy="290" rx="45" ry="125"/>`,
  racket: `<ellipse cx="480" cy="270" rx="110" ry="140" fill="none" stroke="#fff" stroke-width="24"/><path d="M400 230h160M400 290h160M450 150v240M510 150v240" stroke="#fff" stroke-opacity="0.4" stroke-width="8"/><rect x="465" y="405" width="30" height="190" rx="12"/>`,
  bat: `<rect x="458" y="140" width="44" height="130" rx="16"/><path d="M425 270h110l-12 290a43 43 0 0 1-86 0z"/>`,
  dumbbell: `<rect x="300" y="340" width="360" height="40" rx="12"/><rect x="250" y="260" width="60" height="200" rx="16"/><rect x="195" y="295" width="55" height="130" rx="14" fill-opacity="0.8"/><rect x="650" y="260" width="60" height="200" rx="16"/><rect x="710" y="295" width="55" height="130" rx="14" fill-opacity="0.8"/>`,
  mat: `<rect x="240" y="290" width="480" height="150" rx="75"/><circle cx="315" cy="365" r="52" fill-opacity="0.35"/><rect x="230" y="430" width="520" height="40" rx="10" fill-opacity="0.6"/>`,
  treadmill: `<path d="M230 510h500l-50-70H280z"/><path d="M640 440l50-250" stroke="#fff" stroke-width="26" stroke-linecap="round" fill="none"/><rect x="610" y="160" width="160" height="56" rx="16"/>`,
  motorcycle: `<circle cx="280" cy="480" r="82" fill="none" stroke="#fff" stroke-width="30"/><circle cx="690" cy="480" r="82" fill="none" stroke="#fff" stroke-width="30"/><circle cx="280" cy="480" r="22"/><circle cx="690" cy="480" r="22"/><path d="M280 480l150-70M690 480l-80-220" stroke="#fff" stroke-width="24" stroke-linecap="round" fill="none"/><rect x="410" y="370" width="150" height="110" rx="18"/><path d="M440 330c30-60 130-60 160 0v30H440z"/><rect x="300" y="318" width="160" height="36" rx="18"/><path d="M200 390c40-40 110-50 150-30" stroke="#fff" stroke-width="22" stroke-linecap="round" fill="none"/><path d="M580 240l80-30" stroke="#fff" stroke-width="20" stroke-linecap="round"/><circle cx="640" cy="300" r="30"/><path d="M430 470h160" stroke="#000" stroke-opacity="0.3" stroke-width="10"/>`,
  scooter: `<circle cx="300" cy="500" r="62" fill="none" stroke="#fff" stroke-width="28"/><circle cx="680" cy="500" r="62" fill="none" stroke="#fff" stroke-width="28"/><path d="M200 470c0-90 60-140 160-140h110l30 140z"/><rect x="270" y="296" width="200" height="40" rx="20"/><rect x="440" y="440" width="190" height="34" rx="12"/><path d="M600 470l50-240h44l-24 250z"/><path d="M610 440c40-20 110-10 130 50" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round"/><rect x="610" y="200" width="130" height="28" rx="14"/><circle cx="712" cy="250" r="22"/>`,
  guitar: `<g transform="rotate(35 480 360)"><circle cx="480" cy="480" r="135"/><circle cx="480" cy="320" r="100"/><circle cx="480" cy="400" r="42" ${DARK}/><rect x="463" y="40" width="34" height="260" rx="6"/><rect x="450" y="0" width="60" height="70" rx="10"/><rect x="440" y="520" width="80" height="16" rx="4" ${DARK}/><path d="M472 40v490M480 40v490M488 40v490" stroke="#000" stroke-opacity="0.3" stroke-width="2"/></g>`,
  harmonium: `<rect x="210" y="340" width="540" height="200" rx="16"/><rect x="240" y="290" width="480" height="60" rx="6"/>${blackKeys(240, 290, 24, 20, 34)}<rect x="270" y="222" width="420" height="62" rx="8" fill-opacity="0.85"/><path d="M270 243h420M270 263h420" stroke="#000" stroke-opacity="0.3" stroke-width="6"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<circle cx="${290 + i * 48}" cy="400" r="16" ${DARK}/>`).join("")}<rect x="260" y="450" width="440" height="60" rx="10" ${DARK}/>`,
  keyboard: `<path d="M290 420l380 180M670 420L290 600" stroke="#fff" stroke-width="24" stroke-linecap="round"/><rect x="140" y="250" width="680" height="170" rx="20"/><rect x="165" y="330" width="630" height="72" rx="4" fill="#000" fill-opacity="0.12"/>${blackKeys(165, 330, 36, 17.5, 44)}<rect x="200" y="272" width="120" height="40" rx="6" ${DARK}/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${380 + i * 44}" cy="292" r="12" ${DARK}/>`).join("")}<rect x="680" y="276" width="100" height="32" rx="6" ${DARK}/>`,
  other: `<path d="M420 470V220l240-50v250" fill="none" stroke="#fff" stroke-width="30" stroke-linejoin="round"/><circle cx="370" cy="480" r="60"/><circle cx="610" cy="430" r="60"/>`,
};

const PALETTES: [string, string][] = [
  ["#0f766e", "#14b8a6"],
  ["#1e3a8a", "#3b82f6"],
  ["#7c2d12", "#f97316"],
  ["#581c87", "#a855f7"],
  ["#14532d", "#22c55e"],
  ["#831843", "#ec4899"],
  ["#713f12", "#eab308"],
  ["#1f2937", "#64748b"],
];

/** Which silhouette a listing gets: its own shape, else its product type's, else its category's. */
export function shapeNameFor(listing: DemoListing): string {
  if (listing.shape) return listing.shape;
  if (listing.productType && SHAPES[listing.productType]) return listing.productType;
  return SHAPES[listing.category] ? listing.category : "other";
}

const shapeFor = (listing: DemoListing) => SHAPES[shapeNameFor(listing)]!;

/** A stand-in product photo rendered from SVG, so demo listings go through the real image pipeline. */
export function demoPhoto(listing: DemoListing, index: number, variant: number): Promise<Buffer> {
  const [from, to] = PALETTES[(index + variant * 3) % PALETTES.length]!;
  const angle = variant === 0 ? "0 0 1 1" : "1 0 0 1";
  const [x1, y1, x2, y2] = angle.split(" ");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
    <defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="960" height="720" fill="url(#g)"/>
    <circle cx="${variant ? 780 : 160}" cy="${variant ? 140 : 600}" r="220" fill="#fff" fill-opacity="0.07"/>
    <g fill="#fff" transform="${variant ? "rotate(-8 480 360) translate(20 0)" : ""}">${shapeFor(listing)}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
