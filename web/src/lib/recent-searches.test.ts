import { beforeEach, describe, expect, it, vi } from "vitest";
import { forgetSearches, recentSearches, rememberSearch } from "./recent-searches";

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    },
  });
});

describe("recent searches", () => {
  it("keeps the newest six, each once whatever its capitals, trimmed", () => {
    for (const term of ["sofa", "iphone", "  Cycle ", "books", "lamp", "desk", "fan"]) rememberSearch(term);
    rememberSearch("SOFA");
    expect(recentSearches()).toEqual(["SOFA", "fan", "desk", "lamp", "books", "Cycle"]);
    rememberSearch("   ");
    expect(recentSearches()).toHaveLength(6);
    forgetSearches();
    expect(recentSearches()).toEqual([]);
  });

  it("reads anything unreadable as none", () => {
    window.localStorage.setItem("dobara_recent_searches", "{not json");
    expect(recentSearches()).toEqual([]);
    window.localStorage.setItem("dobara_recent_searches", JSON.stringify({ a: 1 }));
    expect(recentSearches()).toEqual([]);
  });
});
