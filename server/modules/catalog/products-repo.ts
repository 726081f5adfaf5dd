import { and, asc, desc, eq, inArray, like, not, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListProductsQuery } from "@contract/products";
import type { Db, Tx } from "../../db/client";
import { prepareColumnsRead } from "../../db/column-reads";
import { productColumns, productModifications, products } from "../../db/schema/products";
import { toNumber } from "../../lib/numbers";
import { spellingsOf } from "@contract/search-dictionary/dictionary";
import { anyOf, searchPlan, type SearchGroup, type SearchPlan } from "./search-plan";
import { typoTsquery } from "./search-words";

export type ProductRow = Omit<typeof products.$inferSelect, "searchVector">;

/**
 * Browse and search. Every order ends with id so pages never overlap, and each matches an index
 * (schema/products.ts), so a page is read from the index rather than by sorting the table.
 *
 * Search reads the words through the search dictionary (search-plan.ts): each dictionary word matches any of its
 * spellings in English, Hinglish and Devanagari, every other word as typed. Then it tries, in turn, until one finds
 * something: every word (title > brand/type > description, stemmed, in relevance order); every word counting the
 * words that contain it ("headphones" for "phone"); every word respelled (swapped letters, a slip in a short word:
 * "iphnoe", "sfoa"), which trigrams cannot see; the words that name the thing without those that only qualify it
 * ("ladies bag" finds a handbag), most words matched first; trigram similarity on title and brand, which forgives a
 * typo in a long word ("samsng"); and last the dictionary word one typo away ("dumbells"), for a listing whose title
 * does not name it. Running those at once would make every common-word search pay for the costlier ones.
 */
/**
 * A listing held by reports (decisions 0031 and 0037) stays out of browse, search, the seller's profile and the sitemap
 * until an admin decides: a stored flag the reports module keeps (setHeldByReports), filtered after the browse index
 * has ordered the page, so no request counts reports.
 */
const notHeldByReports = not(products.heldByReports);

export async function listProducts(db: Db, query: ListProductsQuery, opts: { includeAllStatuses: boolean }) {
  if (!query.search) return browsePage(db, query, opts.includeAllStatuses);
  const chosenOrder = chosenOrderOf(query.sort);

  const where: SQL[] = [];
  if (!opts.includeAllStatuses)
    where.push(eq(products.status, "approved"), eq(products.isAvailable, true), notHeldByReports);
  if (query.sellerId) where.push(eq(products.sellerId, query.sellerId));
  if (query.category) where.push(eq(products.category, query.category));
  where.push(...refinements(askedFor(query), (name) => query[name]));
  const page = (conditions: SQL[], order: SQL[]) =>
    db
      .select(productColumns)
      .from(products)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset);

  const q = query.search;
  const plan = searchPlan(q);
  const rank = rankTsquery(plan);
  const byWords = (tsq: SQL, first: SQL[] = []): Tier => ({
    where: sql`${products.searchVector} @@ ${tsq}`,
    order: [...first, sql`ts_rank(${products.searchVector}, ${rank ?? tsq}) desc`],
  });
  const text = plan.text || q;
  const tiers: Tier[] = wordTiers(plan).map((tsq) => byWords(tsq));
  const relaxed = relaxedTier(plan);
  if (relaxed) tiers.push(byWords(relaxed.tsq, [sql`${relaxed.matched} desc`]));
  // brand bare, not coalesced: the expression must match the trigram index, or the planner scans the table.
  // A null brand makes its half of the OR null, and greatest() skips nulls.
  tiers.push({
    where: sql`(${text} <% ${products.title} OR ${text} <% ${products.brand})`,
    order: [
      sql`greatest(word_similarity(${text}, ${products.title}), word_similarity(${text}, ${products.brand})) desc`,
    ],
  });
  // Last, a dictionary word one typo away ("dumbells"), for a thing whose title and brand do not name it.
  if (plan.groups.some((g) => g.near))
    tiers.push(byWords(unseen(allOf(plan.groups.map((g) => groupTsquery(g, { near: true }))))));

  for (const [i, tier] of tiers.entries()) {
    const rows = await page(
      [...where, tier.where],
      chosenOrder ?? [...tier.order, desc(products.createdAt), desc(products.id)],
    );
    // Past the first page, an empty page of a tier that matches something means "no more results".
    if (rows.length > 0 || i === tiers.length - 1 || (query.offset > 0 && (await hasMatch(db, where, tier.where))))
      return rows;
  }
  return [];
}

/** One way of matching a search: its condition and its relevance order. */
interface Tier {
  where: SQL;
  order: SQL[];
}

/**
 * One group's tsquery: its terms, with the words containing it, with its respellings, or as the dictionary word one
 * typo away; and the word as typed.
 */
function groupTsquery(group: SearchGroup, how: { inside?: boolean; respelled?: boolean; near?: boolean } = {}): SQL {
  const parts: SQL[] = [];
  const near = how.near ? group.near : undefined;
  const respelled = how.respelled && group.raw ? typoTsquery(group.raw) : undefined;
  const terms = anyOf([...group.terms, ...(how.inside ? group.inside : []), ...(near ? spellingsOf(near) : [])]);
  if (terms) parts.push(sql`to_tsquery('english', ${terms})`);
  if (respelled) parts.push(sql`to_tsquery('english', ${respelled})`);
  else if (group.raw) parts.push(sql`websearch_to_tsquery('english', ${group.raw})`);
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * A tsquery the planner cannot look into. Seeing a dozen spellings ORed, it added up a guess for each, expected a
 * quarter of the table and walked the live-listings index testing every row (0.5 s for "books" on 100,000 listings)
 * instead of reading the few matches from the search index.
 */
const unseen = (tsq: SQL) => sql`(select ${tsq})`;

const allOf = (parts: SQL[]) => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` && `)})`);

/**
 * What the matches are ranked by: each word as typed and its English forms, any of them. Ranking by every spelling
 * of every word made a common word's search twice as slow, for an order that hardly differs.
 */
function rankTsquery(plan: SearchPlan): SQL | undefined {
  const parts = plan.groups.map((g) => {
    const terms = anyOf(g.rankTerms);
    const typed = g.raw ? sql`websearch_to_tsquery('english', ${g.raw})` : undefined;
    if (terms && typed) return sql`(to_tsquery('english', ${terms}) || ${typed})`;
    return terms ? sql`to_tsquery('english', ${terms})` : typed;
  });
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length > 0 ? sql`(${sql.join(present, sql` || `)})` : undefined;
}

/** The tsqueries tried one after another, each only when those before found nothing. */
function wordTiers(plan: SearchPlan): SQL[] {
  const { groups } = plan;
  if (groups.length === 0) return [];
  const tiers = [allOf(groups.map((g) => groupTsquery(g)))];
  if (groups.some((g) => g.inside.length > 0)) tiers.push(allOf(groups.map((g) => groupTsquery(g, { inside: true }))));
  if (groups.some((g) => g.raw && typoTsquery(g.raw)))
    tiers.push(allOf(groups.map((g) => groupTsquery(g, { respelled: true }))));
  return tiers.map(unseen);
}

/**
 * Several words that find nothing together: any of the words naming the thing (qualifiers such as "ladies" left out
 * when there are others), ordered by how many of all the words a listing matches. Undefined for a single word.
 */
function relaxedTier(plan: SearchPlan): { tsq: SQL; matched: SQL } | undefined {
  const { groups } = plan;
  if (groups.length < 2) return undefined;
  const things = groups.filter((g) => !g.qualifier);
  const wanted = (things.length > 0 ? things : groups).map((g) => groupTsquery(g, { inside: true }));
  const all = groups.map((g) => groupTsquery(g, { inside: true }));
  const matched = sql.join(
    all.map((tsq) => sql`(${products.searchVector} @@ ${tsq})::int`),
    sql` + `,
  );
  return { tsq: unseen(sql`(${sql.join(wanted, sql` || `)})`), matched: sql`(${matched})` };
}

const chosenOrderOf = (sort: ListProductsQuery["sort"]) =>
  sort === "price_asc"
    ? [asc(products.price), asc(products.id)]
    : sort === "price_desc"
      ? [desc(products.price), desc(products.id)]
      : sort === "newest"
        ? [desc(products.createdAt), desc(products.id)]
        : undefined;

const REFINEMENTS = ["minPrice", "maxPrice", "condition", "city"] as const;
type Refinement = (typeof REFINEMENTS)[number];

/**
 * The browse filters of price range, condition and city, each present only when asked for. `value` gives the
 * value itself (search) or a placeholder (the prepared browse), so both paths filter alike. City matches
 * case-insensitively: sellers type "bengaluru" and "Bengaluru".
 */
function refinements(present: (name: Refinement) => boolean, value: (name: Refinement) => unknown): SQL[] {
  const where: SQL[] = [];
  if (present("minPrice")) where.push(sql`${products.price} >= ${value("minPrice")}`);
  if (present("maxPrice")) where.push(sql`${products.price} <= ${value("maxPrice")}`);
  if (present("condition")) where.push(sql`${products.condition} = ${value("condition")}`);
  if (present("city")) where.push(sql`lower(${products.city}) = lower(${value("city")})`);
  return where;
}

const askedFor = (query: ListProductsQuery) => (name: Refinement) => query[name] !== undefined;

/**
 * Browsing without search words is the busiest query there is (home, category pages, Load More). Building
 * its SQL took about a third of the request's time, so each shape (filters present, sort) is prepared once per
 * database and run with the values as parameters.
 */
const preparedBrowse = new WeakMap<Db, Map<string, ReturnType<typeof prepareBrowse>>>();

function prepareBrowse(
  db: Db,
  shape: {
    allStatuses: boolean;
    bySeller: boolean;
    byCategory: boolean;
    sort: ListProductsQuery["sort"];
    refined: Record<Refinement, boolean>;
  },
  name: string,
) {
  const where: SQL[] = [];
  if (!shape.allStatuses) where.push(eq(products.status, "approved"), eq(products.isAvailable, true), notHeldByReports);
  if (shape.bySeller) where.push(eq(products.sellerId, sql.placeholder("sellerId")));
  if (shape.byCategory) where.push(eq(products.category, sql.placeholder("category")));
  where.push(
    ...refinements(
      (name) => shape.refined[name],
      (name) => sql.placeholder(name),
    ),
  );
  return prepareColumnsRead<ProductRow>(
    db,
    name,
    productColumns,
    db
      .select(productColumns)
      .from(products)
      .where(and(...where))
      .orderBy(...(chosenOrderOf(shape.sort) ?? [desc(products.createdAt), desc(products.id)]))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  );
}

function browsePage(db: Db, query: ListProductsQuery, allStatuses: boolean) {
  const refined = Object.fromEntries(REFINEMENTS.map((name) => [name, askedFor(query)(name)])) as Record<
    Refinement,
    boolean
  >;
  const shape = {
    allStatuses,
    bySeller: Boolean(query.sellerId),
    byCategory: Boolean(query.category),
    sort: query.sort === "newest" ? undefined : query.sort,
    refined,
  };
  const flags = [shape.allStatuses, shape.bySeller, shape.byCategory, ...REFINEMENTS.map((name) => refined[name])];
  const name = `browse_${flags.map(Number).join("")}_${shape.sort ?? "newest"}`;
  let statements = preparedBrowse.get(db);
  if (!statements) preparedBrowse.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepareBrowse(db, shape, name)));
  return statement({
    sellerId: query.sellerId,
    category: query.category,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    condition: query.condition,
    city: query.city,
    limit: query.limit,
    offset: query.offset,
  });
}

/** Whether any listing meets the condition (a tier that matches something ends the search, even on an empty page). */
async function hasMatch(db: Db, where: SQL[], condition: SQL) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...where, condition))
    .limit(1);
  return Boolean(row);
}

/** The product page's read, prepared once per database like browsing: building its SQL cost more than running it. */
const preparedFind = new WeakMap<Db, ReturnType<typeof prepareFind>>();
const prepareFind = (db: Db) =>
  prepareColumnsRead<ProductRow>(
    db,
    "find_product",
    productColumns,
    db
      .select(productColumns)
      .from(products)
      .where(eq(products.id, sql.placeholder("id")))
      .limit(1),
  );

export async function findProduct(db: Db, id: string) {
  let statement = preparedFind.get(db);
  if (!statement) preparedFind.set(db, (statement = prepareFind(db)));
  const [row] = await statement({ id });
  return row;
}

/**
 * Reads the listing and locks its row until the transaction ends. Every write of a listing (an edit, each admin
 * action) takes this lock before it reads, so none writes from a picture another has changed meanwhile (ADR 0006).
 */
export async function lockProduct(tx: Tx, id: string) {
  const [row] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for("update");
  return row;
}

/**
 * Takes the listing out of browse and search, or brings it back (the reports module, under lockProduct's lock). Not
 * a change of the listing itself, so updatedAt (the sitemap's lastmod, the page's "updated") stays as it was.
 */
export async function setHeldByReports(tx: Tx, id: string, held: boolean) {
  await tx
    .update(products)
    .set({ heldByReports: held, updatedAt: sql`${products.updatedAt}` })
    .where(eq(products.id, id));
}

/** First key of the two-key advisory lock space, so these locks cannot collide with another module's. */
const UPLOAD_FOLDER_LOCK = 5_170_002;

/**
 * Holds one upload folder's lock until the transaction ends. Attaching a file a listing did not have (a video)
 * and removing a folder both take it, so a folder cannot be removed while another listing takes it up.
 */
export async function lockUploadFolder(tx: Db, folder: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_FOLDER_LOCK}, hashtext(${folder}))`);
}

/** Live listings for the sitemap, newest first (the browse index's order), with when each last changed; none held. */
export async function listLiveProductIds(db: Db, limit: number) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.status, "approved"), eq(products.isAvailable, true), notHeldByReports))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
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

/** Whether any listing, or any edit still awaiting review, points at a file under this storage folder. */
export async function isFolderReferenced(db: Db, folder: string) {
  // Whatever the URL starts with (/uploads/, or a CDN's address since UPLOADS_PUBLIC_URL was set), the folder
  // follows a slash; its random id makes a match elsewhere impossible. Folders are checked against a strict
  // pattern before they get here, so they hold no LIKE wildcards.
  const part = `%/${folder}/%`;
  const uses = (images: AnyPgColumn, bill: AnyPgColumn, video: AnyPgColumn) =>
    or(sql`${images}::text like ${part}`, like(bill, part), like(video, part));
  const [listing] = await db
    .select({ id: products.id })
    .from(products)
    .where(uses(products.images, products.billPhoto, products.videoUrl))
    .limit(1);
  if (listing) return true;
  const [edit] = await db
    .select({ id: productModifications.id })
    .from(productModifications)
    .where(
      and(
        eq(productModifications.status, "pending"),
        uses(productModifications.images, productModifications.billPhoto, productModifications.videoUrl),
      ),
    )
    .limit(1);
  return Boolean(edit);
}

/** Every stored file each listing and each edit awaiting review points at (the files check). */
export async function listFileReferences(db: Db) {
  const live = await db
    .select({
      productId: products.id,
      images: products.images,
      billPhoto: products.billPhoto,
      videoUrl: products.videoUrl,
    })
    .from(products);
  const edits = await db
    .select({
      productId: productModifications.productId,
      images: productModifications.images,
      billPhoto: productModifications.billPhoto,
      videoUrl: productModifications.videoUrl,
    })
    .from(productModifications)
    .where(eq(productModifications.status, "pending"));
  return [
    ...live.map((row) => ({ ...row, pendingEdit: false })),
    ...edits.map((row) => ({ ...row, pendingEdit: true })),
  ];
}

/** Whether a listing, or an edit still waiting for review, already shows this video. */
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

/**
 * The home page's two figures in one round trip; both counts run on indexed columns (status, seller_id). An admin
 * is no seller (no public profile), whatever it has listed.
 */
export async function readMarketplaceStats(db: Db) {
  const result = await db.execute(sql`
    select
      (select count(*) from products where status = 'sold') as "listingsSold",
      (select count(*) from users u where u.is_verified and u.role <> 'admin' and exists (
        select 1 from products p where p.seller_id = u.id and p.status in ('approved', 'sold'))) as "verifiedSellers"
  `);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  return { listingsSold: toNumber(row.listingsSold), verifiedSellers: toNumber(row.verifiedSellers) };
}
