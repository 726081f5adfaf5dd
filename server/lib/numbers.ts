/** node-postgres returns count(*) and numeric as strings where PGlite returns numbers: read them through here. */
export const toNumber = (value: unknown): number => (typeof value === "number" ? value : Number(value ?? 0));
