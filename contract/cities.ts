/**
 * One name per city (docs/decisions/0039-canonical-city-names.md). The pincode directory names districts in India
 * Post's older spellings ("Bangalore", "Mysore", "Gurgaon") while people type today's ("Bengaluru"): a listing stored
 * under one was missed by a city filter typed in the other. Every city we store, and every city filter, goes through
 * `canonicalCity`; a city not in this table is kept as typed (spaces tidied).
 *
 * Only names that mean one place whatever the state are here (not "Bijapur", a district in two states). Adding a row
 * needs a migration that renames the stored rows too (server/db/migrations/0029_canonical_cities.sql did the first).
 */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  Bangalore: "Bengaluru",
  "Bangalore Urban": "Bengaluru",
  "Bengaluru Urban": "Bengaluru",
  "Bangalore Rural": "Bengaluru Rural",
  Bombay: "Mumbai",
  "Mumbai City": "Mumbai",
  "Mumbai Suburban": "Mumbai",
  Calcutta: "Kolkata",
  Madras: "Chennai",
  "New Delhi": "Delhi",
  "Central Delhi": "Delhi",
  "East Delhi": "Delhi",
  "North Delhi": "Delhi",
  "North East Delhi": "Delhi",
  "North West Delhi": "Delhi",
  "South Delhi": "Delhi",
  "South West Delhi": "Delhi",
  "West Delhi": "Delhi",
  Gurgaon: "Gurugram",
  "Gautam Buddha Nagar": "Noida",
  Poona: "Pune",
  Mysore: "Mysuru",
  Mangalore: "Mangaluru",
  Belgaum: "Belagavi",
  Gulbarga: "Kalaburagi",
  Shimoga: "Shivamogga",
  Tumkur: "Tumakuru",
  Bellary: "Ballari",
  Chickmagalur: "Chikkamagaluru",
  Trivandrum: "Thiruvananthapuram",
  Cochin: "Kochi",
  Vizag: "Visakhapatnam",
  Baroda: "Vadodara",
  Benares: "Varanasi",
  Banaras: "Varanasi",
  Allahabad: "Prayagraj",
  Pondicherry: "Puducherry",
  Trichy: "Tiruchirappalli",
  Tuticorin: "Thoothukudi",
};

const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

const BY_KEY = new Map<string, string>([
  ...Object.values(CITY_ALIASES).map((name) => [key(name), name] as const),
  ...Object.entries(CITY_ALIASES).map(([alias, name]) => [key(alias), name] as const),
]);

/** "bangalore ", "Bengaluru Urban" and "BENGALURU" are all "Bengaluru"; an unknown city is kept, spaces tidied. */
export function canonicalCity(name: string): string {
  const tidy = name.trim().replace(/\s+/g, " ");
  return BY_KEY.get(key(tidy)) ?? tidy;
}
