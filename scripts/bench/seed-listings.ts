import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { users } from "../../server/db/schema/users";

// Word lists give the bench realistic text: common words ("phone", "shoes") match thousands of rows, as in life.
const KINDS: Record<string, string[]> = {
  electronics: [
    "Samsung Galaxy phone",
    "Apple iPhone",
    "OnePlus phone",
    "Dell laptop",
    "HP laptop",
    "Sony headphones",
    "Canon camera",
    "Mi smart TV",
    "boAt earbuds",
    "Lenovo tablet",
  ],
  fashion: [
    "Levi's jeans",
    "Nike running shoes",
    "Adidas sneakers",
    "Fabindia kurta",
    "Raymond blazer",
    "Woodland boots",
    "silk saree",
    "leather handbag",
  ],
  home_garden: [
    "Godrej almirah",
    "teak wood sofa",
    "Prestige pressure cooker",
    "study table",
    "ceramic planters",
    "floor lamp",
    "dining table set",
  ],
  sports: [
    "Hero cycle",
    "Yonex badminton racket",
    "SG cricket bat",
    "yoga mat",
    "dumbbell set",
    "football",
    "treadmill",
  ],
  books: [
    "NCERT textbooks",
    "UPSC preparation books",
    "Harry Potter box set",
    "engineering mathematics book",
    "novel collection",
  ],
  vehicles: ["Honda Activa scooter", "Royal Enfield Classic", "Maruti Swift", "Bajaj Pulsar", "TVS Jupiter"],
  other: ["guitar", "harmonium", "board games", "baby stroller", "aquarium"],
};
const ADJECTIVES = [
  "barely used",
  "well kept",
  "good condition",
  "like new",
  "with box",
  "with bill",
  "urgent sale",
  "single owner",
];
const CITIES = [
  "Mumbai",
  "Delhi",
  "Bengaluru",
  "Pune",
  "Hyderabad",
  "Chennai",
  "Kolkata",
  "Jaipur",
  "Lucknow",
  "Kochi",
];

/**
 * Inserts `count` listings in one statement (about 90% approved and available), then refreshes planner statistics.
 * All belong to one new seller, or are dealt round `sellerIds` when given.
 */
export async function seedListings(db: Db, count: number, sellerIds?: string[]) {
  const [seller] = await db
    .insert(users)
    .values({
      fullName: "Bench Seller",
      username: "bench_seller",
      mobile: "9999900000",
      email: "bench@example.in",
      passwordHash: "x",
      role: "seller",
      isVerified: true,
    })
    .returning({ id: users.id });
  const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const kindRows = Object.entries(KINDS).flatMap(([category, names]) =>
    names.map((name, i) => `(${lit(category)}, ${i}, ${lit(name)})`),
  );
  const categoryRows = Object.keys(KINDS).map((category, i) => `(${lit(category)}, ${i}, ${KINDS[category]!.length})`);
  const array = (items: string[]) => sql.raw(`ARRAY[${items.map(lit).join(",")}]`);
  const sellerOf = sellerIds?.length
    ? sql`(${array(sellerIds)}::uuid[])[1 + g % ${sellerIds.length}]`
    : sql`${seller!.id}::uuid`;
  await db.execute(sql`
    WITH kinds(category, idx, name) AS (VALUES ${sql.raw(kindRows.join(","))}),
         cats(category, ci, n) AS (VALUES ${sql.raw(categoryRows.join(","))}),
         words AS (SELECT ${array(ADJECTIVES)} AS adj, ${array(CITIES)} AS city)
    INSERT INTO products (title, description, price, category, images, seller_id, status, is_available, brand, product_type, city, condition, created_at)
    SELECT
      k.name || ' ' || w.adj[1 + (g / 7) % array_length(w.adj, 1)],
      'Selling my ' || lower(k.name) || ', ' || w.adj[1 + (g / 3) % array_length(w.adj, 1)] || '. Pickup from ' || w.city[1 + g % array_length(w.city, 1)] || '. Listing number ' || g || '.',
      (500 + (g * 7919) % 150000)::numeric,
      c.category,
      '[]'::jsonb,
      ${sellerOf},
      CASE WHEN g % 11 = 0 THEN 'pending' ELSE 'approved' END, -- 11, not 10: g % 10 would leave whole kinds unapproved
      g % 17 <> 0,
      split_part(k.name, ' ', 1),
      c.category,
      w.city[1 + g % array_length(w.city, 1)],
      CASE WHEN g % 2 = 0 THEN 'like_new' ELSE 'good' END,
      now() - make_interval(mins => g)
    FROM generate_series(1, ${count}) AS g
    JOIN cats c ON c.ci = g % ${Object.keys(KINDS).length}
    JOIN kinds k ON k.category = c.category AND k.idx = (g / ${Object.keys(KINDS).length}) % c.n
    CROSS JOIN words w
  `);
  await db.execute(sql`ANALYZE products`);
}
