import { and, eq, ne, not, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema/products";
import { users } from "../../db/schema/users";

/**
 * Only what a public profile may show of a person is ever read here: no surname, e-mail, mobile or address. An
 * admin is staff, not a trader: no admin is ever found, so its profile, reviews, page and seller card are the unknown
 * seller's 404.
 */
export async function findSeller(db: Db, where: { username: string } | { id: string }) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      createdAt: users.createdAt,
      emailVerified: users.isVerified,
      mobileVerified: users.mobileVerified,
      // Raw names: drizzle leaves columns unqualified inside sql``, which a correlated subquery cannot have.
      bankAccountVerified: sql<boolean>`exists (select 1 from bank_accounts b where b.user_id = users.id and b.is_verified)`,
      city: sql<string | null>`(select p.city from products p where p.seller_id = users.id
        and p.status in ('approved', 'sold') and p.city is not null order by p.created_at desc limit 1)`,
      // Delivered orders, kept by the orders module as each is delivered (no row: nothing sold yet).
      itemsSold: sql<number>`coalesce((select s.items_sold from sales_totals s where s.seller_id = users.id), 0)`,
    })
    .from(users)
    .where(
      and("username" in where ? eq(users.username, where.username) : eq(users.id, where.id), ne(users.role, "admin")),
    );
  return row;
}

export async function activeListingsOf(db: Db, sellerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(products.status, "approved"),
        eq(products.isAvailable, true),
        // Held by reports: out of the profile's list, so out of its count (decision 0037).
        not(products.heldByReports),
      ),
    );
  return row?.n ?? 0;
}
