import { and, asc, desc, eq, getTableColumns, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListProductsQuery } from "@contract/products";
import type { Db } from "../../db/client";
import { productModifications, products } from "../../db/schema/products";
import { UPLOADS_URL_PREFIX } from "../../lib/storage";
import { typeWordVariant } from "./search-words";

export type ProductRow = Omit<typeof products.$inferSelect, "searchVector">;

/** Every column but the search vector, which never leaves the database. */
const { searchVector: _omit, ...productColumns } = getTableColumns(products);

/**
 * Browse and search. Every order ends with id so pages never overlap, and each matches an index
 * (schema/products.ts), so a page is read from the index rather than by sorting the table.
 *
 * Search runs in two steps. Full-text (title > brand/type > description, stemmed) answers first, in
 * relevance order. Only when the words match nothing does trigram similarity on title and brand take over,
 * which forgives typos ("samsng"): running both at once would make every common-word search pay for the
 * much costlier fuzzy match.
 */
export async function listProducts(db: Db, query: ListProductsQuery, opts: { includeAllStatuses: boolean }) {
  if (!query.search) return browsePage(db, query, opts.includeAllStatuses);
  const priceOrder = priceOrderOf(query.sort);

  const where: SQL[] = [];
  if (!opts.includeAllStatuses) where.push(eq(products.status, "approved"), eq(products.isAvailable, true));
  if (query.sellerId) where.push(eq(products.sellerId, query.sellerId));
  if (query.category) where.push(eq(products.category, query.category));
  const page = (conditions: SQL[], order: SQL[]) =>
    db
      .select(productColumns)
      .from(products)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset);

  const q = query.search;
  const variant = typeWordVariant(q);
  // "samsung phone" also finds listings typed Mobile Phone: the two queries ORed, one index scan.
  const tsq = variant ? sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('english', ${variant}))` : sql`websearch_to_tsquery('english', ${q})`;
  const byWords = await page([...where, sql`${products.searchVector} @@ ${tsq}`], priceOrder ?? [sql`ts_rank(${products.searchVector}, ${tsq}) desc`, desc(products.createdAt), desc(products.id)]);
  if (byWords.length > 0 || query.offset > 0 && (await hasWordMatch(db, where, tsq))) return byWords;
  // brand bare, not coalesced: the expression must match the trigram index, or the planner scans the table.
  // A null brand makes its half of the OR null, and greatest() skips nulls.
  return page(
    [...where, sql`(${q} <% ${products.title} OR ${q} <% ${products.brand})`],
    priceOrder ?? [sql`greatest(word_similarity(${q}, ${products.title}), word_similarity(${q}, ${products.brand})) desc`, desc(products.createdAt), desc(products.id)],
  );
}

const priceOrderOf = (sort: ListProductsQuery["sort"]) =>
  sort === "price_asc" ? [asc(products.price), asc(products.id)] : sort === "price_desc" ? [desc(products.price), desc(products.id)] : undefined;

/**
 * Browsing without search words is the busiest query there is (home, category pages, Load More). Building
 * its SQL took about a third of the request's time, so each shape (filters present, sort) is prepared once per
 * database and run with the values as parameters.
 */
const preparedBrowse = new WeakMap<Db, Map<string, ReturnType<typeof prepareBrowse>>>();

function prepareBrowse(db: Db, shape: { allStatuses: boolean; bySeller: boolean; byCategory: boolean; sort: ListProductsQuery["sort"] }, name: string) {
  const where: SQL[] = [];
  if (!shape.allStatuses) where.push(eq(products.status, "approved"), eq(products.isAvailable, true));
  if (shape.bySeller) where.push(eq(products.sellerId, sql.placeholder("sellerId")));
  if (shape.byCategory) where.push(eq(products.category, sql.placeholder("category")));
  return db
    .select(productColumns)
    .from(products)
    .where(and(...where))
    .orderBy(...(priceOrderOf(shape.sort) ?? [desc(products.createdAt), desc(products.id)]))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(name);
}

function browsePage(db: Db, query: ListProductsQuery, allStatuses: boolean) {
  const shape = { allStatuses, bySeller: Boolean(query.sellerId), byCategory: Boolean(query.category), sort: query.sort };
  const name = `browse_${Number(shape.allStatuses)}${Number(shape.bySeller)}${Number(shape.byCategory)}_${shape.sort ?? "newest"}`;
  let statements = preparedBrowse.get(db);
  if (!statements) preparedBrowse.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepareBrowse(db, shape, name)));
  return statement.execute({ sellerId: query.sellerId, category: query.category, limit: query.limit, offset: query.offset });
}

/** Past the first page, an empty word-match page means "no more results", not "try fuzzy matching". */
async function hasWordMatch(db: Db, where: SQL[], tsq: SQL) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...where, sql`${products.searchVector} @@ ${tsq}`))
    .limit(1);
  return Boolean(row);
}

export async function findProduct(db: Db, id: string) {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function insertProduct(db: Db, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning(productColumns);
  return row!;
}

export async function updateProduct(db: Db, id: string, values: Partial<typeof products.$inferInsert>) {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning(productColumns);
  return row;
}

/** Which of these listings have an edit waiting for an admin (the seller's dashboard says so). */
export async function productIdsWithPendingEdits(db: Db, productIds: string[]) {
  if (productIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ productId: productModifications.productId })
    .from(productModifications)
    .where(and(inArray(productModifications.productId, productIds), eq(productModifications.status, "pending")));
  return new Set(rows.map((r) => r.productId));
}

export async function findPendingModification(db: Db, productId: string) {
  const [row] = await db
    .select()
    .from(productModifications)
    .where(and(eq(productModifications.productId, productId), eq(productModifications.status, "pending")))
    .limit(1);
  return row;
}

/** One pending modification per listing: a further edit replaces it. */
export async function upsertPendingModification(db: Db, values: typeof productModifications.$inferInsert) {
  const [row] = await db
    .insert(productModifications)
    .values({ ...values, status: "pending" })
    .onConflictDoUpdate({
      target: productModifications.productId,
      targetWhere: sql`${productModifications.status} = 'pending'`,
      set: { ...values, requestedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Whether a listing, or an edit still waiting for review, already shows this video. */
/** Whether any listing, or any edit still awaiting review, points at a file under this storage folder. */
export async function isFolderReferenced(db: Db, folder: string) {
  const prefix = `${UPLOADS_URL_PREFIX}${folder}/`;
  // Folders are checked against a strict pattern before they get here, so they hold no LIKE wildcards.
  const uses = (images: AnyPgColumn, bill: AnyPgColumn, video: AnyPgColumn) =>
    or(sql`${images}::text like ${`%"${prefix}%`}`, like(bill, `${prefix}%`), like(video, `${prefix}%`));
  const [listing] = await db.select({ id: products.id }).from(products).where(uses(products.images, products.billPhoto, products.videoUrl)).limit(1);
  if (listing) return true;
  const [edit] = await db
    .select({ id: productModifications.id })
    .from(productModifications)
    .where(and(eq(productModifications.status, "pending"), uses(productModifications.images, productModifications.billPhoto, productModifications.videoUrl)))
    .limit(1);
  return Boolean(edit);
}

export async function isVideoAttached(db: Db, videoUrl: string) {
  const [live] = await db.select({ id: products.id }).from(products).where(eq(products.videoUrl, videoUrl)).limit(1);
  if (live) return true;
  const [edit] = await db
    .select({ id: productModifications.id })
    .from(productModifications)
    .where(and(eq(productModifications.videoUrl, videoUrl), eq(productModifications.status, "pending")))
    .limit(1);
  return Boolean(edit);
}
