import { describe, expect, it } from "vitest";
import { CITY_ALIASES, canonicalCity } from "./cities";

describe("canonicalCity", () => {
  it("gives one name for each spelling of a city, whatever its capitals and spaces", () => {
    for (const typed of ["Bangalore", " bangalore ", "BENGALURU", "Bengaluru  Urban", "bengaluru"])
      expect(canonicalCity(typed), typed).toBe("Bengaluru");
    expect(canonicalCity("Gurgaon")).toBe("Gurugram");
    expect(canonicalCity("Central Delhi")).toBe("Delhi");
  });

  it("keeps a city it does not know as typed, spaces tidied", () => {
    expect(canonicalCity("  Salt   Lake ")).toBe("Salt Lake");
  });

  it("never maps a canonical name on to another one", () => {
    for (const name of Object.values(CITY_ALIASES)) expect(canonicalCity(name)).toBe(name);
    for (const alias of Object.keys(CITY_ALIASES)) expect(Object.values(CITY_ALIASES)).not.toContain(alias);
  });
});
