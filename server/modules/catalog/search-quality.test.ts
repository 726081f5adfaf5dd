import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSearchCatalogue } from "../../test/search-catalogue";
import { QUALITY_CATALOGUE, QUALITY_QUERIES, searchQuality } from "../../test/search-quality";
import { createTestApp } from "../../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await insertSearchCatalogue(t.db, QUALITY_CATALOGUE);
});
afterAll(() => t.close());

describe("search quality: the query table over its own catalogue", () => {
  it("has at least 60 queries in English, Hinglish and Devanagari, each naming listings that exist once", () => {
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(QUALITY_QUERIES.filter(([q]) => /[\u0900-\u097F]/.test(q)).length).toBeGreaterThanOrEqual(20);
    for (const [query, wanted] of QUALITY_QUERIES)
      for (const part of wanted)
        expect(QUALITY_CATALOGUE.filter((l) => l.title.includes(part)).length, `${query}: ${part}`).toBe(1);
  });

  it("finds every listing each query names among its first eight results", async () => {
    const { results } = await searchQuality(t.app);
    const misses = results.filter((r) => r.missing.length > 0).map((r) => `${r.query}: ${r.missing.join(", ")}`);
    expect(misses).toEqual([]);
  });
});
