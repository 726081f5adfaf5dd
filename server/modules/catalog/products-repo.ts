import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { ListProductsQuery } from "@contract/products";
import type { Db } from "../../db/client";
import { productModifications, products } from "../../db/schema/products";

export type ProductRow = Omit<typeof products.$inferSelect, "searchVector">;

/** Every column but the search vector, which never leaves the database. */
const { searchVector: _omit, ...productColumns } = getTableColumns(products);

/**
 * Browse and search. Full-text (title > brand/type > description) finds words and stems; trigram word
 * similarity on title and brand forgives typos ("samsng"). Both are index-backed (GIN).
 */
export async function listProducts(db: Db, query: ListProductsQuery, opts: { includeAllStatuses: boolean }) {
  const where: SQL[] = [];
  if (!opts.includeAllStatuses) where.push(eq(products.status, "approved"), eq(products.isAvailable, true));
  if (query.sellerId) where.push(eq(products.sellerId, query.sellerId));
  if (query.category) where.push(eq(products.category, query.category));

  let rank: SQL | undefined;
  if (query.search) {
    const q = query.search;
    const tsq = sql`websearch_to_tsquery('english', ${q})`;
    where.push(sql`(${products.searchVector} @@ ${tsq} OR ${q} <% ${products.title} OR ${q} <% coalesce(${products.brand}, ''))`);
    rank = sql`ts_rank_cd(${products.searchVector}, ${tsq}) + word_similarity(${q}, ${products.title})`;
  }

  const order =
    query.sort === "price_asc"
      ? [sql`${products.price} asc`, desc(products.createdAt)]
      : query.sort === "price_desc"
        ? [sql`${products.price} desc`, desc(products.createdAt)]
        : rank
          ? [sql`${rank} desc`, desc(products.createdAt)]
          : [desc(products.createdAt)];

  return db
    .select(productColumns)
    .from(products)
    .where(and(...where))
    .orderBy(...order, desc(products.id))
    .limit(query.limit)
    .offset(query.offset);
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
