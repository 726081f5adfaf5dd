import type { FastifyInstance } from "fastify";
import { DEMO_CATALOGUE, type SearchListing } from "./search-catalogue";

/**
 * The search-quality catalogue: the demo listings and a few more, some written in Hindi as sellers write them, some
 * for words the demo has none of (a fridge, spectacles, a kurti).
 */
export const QUALITY_CATALOGUE: readonly SearchListing[] = [
  ...DEMO_CATALOGUE,
  {
    title: "LG 260 L double door refrigerator",
    description: "Frost free, 4 star. Cools well, no dents. Moving out sale.",
    category: "electronics",
    productType: "appliances",
    brand: "LG",
  },
  {
    title: "Lenskart blue computer spectacles, medium frame",
    description: "Anti-glare lenses, used for three months. Comes with the case.",
    category: "fashion",
    productType: "accessories",
  },
  {
    title: "Anarkali kurti for women, size M",
    description: "Cotton, printed, worn twice. Machine washable.",
    category: "fashion",
    productType: "clothing",
  },
  {
    title: "Whirlpool 7 kg fully automatic washing machine",
    description: "Top load, 5 years old, works fine. Inlet pipe included.",
    category: "electronics",
    productType: "appliances",
    brand: "Whirlpool",
  },
  {
    title: "Gold plated jhumka earrings",
    description: "Worn at one function. Kept in the original box.",
    category: "fashion",
    productType: "jewelry",
  },
  {
    title: "Kids school bag with water bottle",
    description: "Blue, two compartments, padded straps. Used for one school year.",
    category: "fashion",
    productType: "accessories",
  },
  {
    title: "Gas chulha 3 burner, steel body",
    description: "Ekdum sahi chalta hai, knobs new. Pipe not included.",
    category: "home_garden",
  },
  {
    title: "सैमसंग गैलेक्सी फ़ोन, 64 जीबी",
    description: "दो साल पुराना, बैटरी अच्छी है। चार्जर साथ में।",
    category: "electronics",
    productType: "mobile",
    brand: "Samsung",
  },
  {
    title: "बच्चों की साइकिल, 20 इंच",
    description: "लाल रंग, पीछे के छोटे पहिए साथ में।",
    category: "vehicles",
    productType: "bicycle",
  },
  {
    title: "लकड़ी की अलमारी, दो दरवाज़े",
    description: "शीशम की लकड़ी, ताला और चाबी के साथ।",
    category: "home_garden",
  },
  {
    title: "प्रेमचंद की कहानियाँ और उपन्यास, 6 किताबें",
    description: "हिंदी में, अच्छी हालत में।",
    category: "books",
  },
  {
    title: "बनारसी रेशमी साड़ी, लाल",
    description: "शादी में एक बार पहनी। ब्लाउज़ पीस साथ में।",
    category: "fashion",
    productType: "clothing",
  },
];

/**
 * Queries as people type them, in English, Hinglish and Devanagari, with the listings (a part of each title) each must
 * find among its first eight results.
 */
export const QUALITY_QUERIES: readonly (readonly [string, readonly string[]])[] = [
  // English: plurals, misspellings, synonyms, words inside compounds.
  ["phone", ["Galaxy S23", "iPhone 13", "OnePlus Nord", "Redmi Note", "सैमसंग गैलेक्सी"]],
  ["phones", ["Galaxy S23", "iPhone 13", "OnePlus Nord", "Redmi Note"]],
  ["phon", ["Galaxy S23", "iPhone 13", "OnePlus Nord", "Redmi Note"]],
  ["fone", ["Galaxy S23", "iPhone 13", "OnePlus Nord", "Redmi Note"]],
  ["smartphone", ["Galaxy S23", "Redmi Note"]],
  ["samsung phone", ["Galaxy S23", "सैमसंग गैलेक्सी"]],
  ["iphone 13 pro max 256gb", ["iPhone 13"]],
  ["laptops", ["Dell Inspiron", "MacBook Air", "IdeaPad"]],
  ["labtop", ["Dell Inspiron", "MacBook Air", "IdeaPad"]],
  ["headphone", ["WH-1000XM4"]],
  ["earphones", ["Airdopes", "WH-1000XM4"]],
  ["television", ["Smart TV"]],
  ["camra", ["Canon EOS"]],
  ["bag", ["handbag", "school bag"]],
  ["bags", ["handbag", "school bag"]],
  ["ladies bag", ["handbag"]],
  ["womens kurti", ["Anarkali kurti"]],
  ["specs", ["spectacles"]],
  ["fridge", ["refrigerator"]],
  ["refrigerator", ["refrigerator"]],
  ["washing machine", ["washing machine"]],
  ["shoe", ["Pegasus", "trekking boots"]],
  ["watches", ["Titan Neo", "smart band"]],
  ["earring", ["jhumka"]],
  ["almirah", ["अलमारी"]],
  ["wooden wardrobe", ["अलमारी"]],
  ["saree", ["Banarasi silk saree", "रेशमी साड़ी"]],
  ["novels", ["R.K. Narayan", "प्रेमचंद"]],
  ["kids cycle", ["बच्चों की साइकिल"]],
  ["bicycle", ["Sprint 26T", "बच्चों की साइकिल"]],
  ["pressure cooker", ["pressure cooker"]],
  ["dumbells", ["dumbbell"]],
  ["cricket bat", ["cricket bat"]],
  ["scooter", ["Activa"]],
  ["guitar", ["acoustic guitar"]],
  ["book", ["NCERT", "Harry Potter", "UPSC", "प्रेमचंद"]],
  // Hinglish.
  ["mobail", ["Galaxy S23", "iPhone 13", "OnePlus Nord", "Redmi Note"]],
  ["phone sasta", ["Galaxy S23", "iPhone 13", "OnePlus Nord", "Redmi Note"]],
  ["purana mobile", ["Galaxy S23", "Redmi Note"]],
  ["kurta", ["kurta set"]],
  ["sadi", ["Banarasi silk saree", "रेशमी साड़ी"]],
  ["ghadi", ["Titan Neo", "smart band"]],
  ["joote", ["Pegasus", "trekking boots"]],
  ["kitab", ["NCERT", "Harry Potter", "प्रेमचंद"]],
  ["kitaben", ["NCERT", "Harry Potter", "प्रेमचंद"]],
  ["almari", ["अलमारी"]],
  ["kukar", ["pressure cooker"]],
  ["saikil", ["Sprint 26T", "बच्चों की साइकिल"]],
  ["gitar", ["acoustic guitar"]],
  ["chashma", ["spectacles"]],
  ["gas chulha", ["Gas chulha"]],
  ["ladki ke kapde", ["Banarasi silk saree", "Anarkali kurti"]],
  ["bachon ki cycle", ["बच्चों की साइकिल"]],
  ["jhumka", ["jhumka"]],
  ["balla", ["cricket bat"]],
  ["kemra", ["Canon EOS"]],
  // Devanagari.
  ["फ़ोन", ["Galaxy S23", "iPhone 13", "OnePlus Nord", "Redmi Note", "सैमसंग गैलेक्सी"]],
  ["फोन", ["Galaxy S23", "iPhone 13", "सैमसंग गैलेक्सी"]],
  ["मोबाइल", ["Galaxy S23", "iPhone 13", "OnePlus Nord", "Redmi Note"]],
  ["मोबाईल", ["Galaxy S23", "iPhone 13"]],
  ["लैपटॉप", ["Dell Inspiron", "MacBook Air", "IdeaPad"]],
  ["किताबें", ["NCERT", "Harry Potter", "UPSC", "प्रेमचंद"]],
  ["साइकिल", ["Sprint 26T", "बच्चों की साइकिल"]],
  ["सैमसंग फ़ोन", ["Galaxy S23", "सैमसंग गैलेक्सी"]],
  ["साड़ी", ["Banarasi silk saree", "रेशमी साड़ी"]],
  ["कुर्ता", ["kurta set"]],
  ["घड़ी", ["Titan Neo"]],
  ["जूते", ["Pegasus", "trekking boots"]],
  ["फ्रिज", ["refrigerator"]],
  ["चश्मा", ["spectacles"]],
  ["गिटार", ["acoustic guitar"]],
  ["हारमोनियम", ["Harmonium"]],
  ["सोफ़ा", ["sofa"]],
  ["कुकर", ["pressure cooker"]],
  ["बैग", ["handbag", "school bag"]],
  ["टीवी", ["Smart TV"]],
  ["अलमारी", ["अलमारी"]],
  ["उपन्यास", ["R.K. Narayan", "प्रेमचंद"]],
  ["प्रेमचंद", ["प्रेमचंद"]],
  ["बच्चों की साइकिल", ["बच्चों की साइकिल"]],
  ["पुराना लैपटॉप सस्ता", ["Dell Inspiron", "MacBook Air", "IdeaPad"]],
];

/** How many results a query's listings must be among. */
export const QUALITY_TOP = 8;

/** The first results' titles for each query, and which of the listings it must find are missing. */
export async function searchQuality(app: FastifyInstance) {
  const results = [];
  for (const [query, wanted] of QUALITY_QUERIES) {
    const res = await app.inject({ url: `/api/products?limit=${QUALITY_TOP}&search=${encodeURIComponent(query)}` });
    const titles = (res.json() as { title: string }[]).map((p) => p.title);
    const missing = wanted.filter((part) => !titles.some((t) => t.includes(part)));
    results.push({ query, titles, missing });
  }
  const hits = results.filter((r) => r.missing.length === 0).length;
  const found = results.reduce((n, r, i) => n + QUALITY_QUERIES[i]![1].length - r.missing.length, 0);
  const wanted = QUALITY_QUERIES.reduce((n, [, w]) => n + w.length, 0);
  return { results, hits, found, wanted };
}
