import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { users } from "../../db/schema/users";
import { toNumber } from "../../lib/numbers";

/**
 * The summary cards in one round trip. Each figure is a count or sum over an index on the column it filters
 * (status, is_read), so it stays cheap as the tables grow. A delivered order whose return was processed counts as
 * returned, not completed. Platform revenue comes from the ledger (admin-overview-service).
 */
export async function readStats(db: Db) {
  const result = await db.execute(sql`
    select
      (select count(*) from products where status = 'pending')
        + (select count(*) from product_modifications m join products p on p.id = m.product_id
             where m.status = 'pending' and p.status = 'approved') as "pendingApproval",
      (select count(*) from orders) as "totalOrders",
      (select count(*) from orders where status in ('placed', 'confirmed', 'picked_up', 'out_for_delivery')) as "activeOrders",
      (select count(*) from orders o where status = 'delivered' and not exists (
         select 1 from return_requests r where r.order_id = o.id and r.status = 'processed')) as "completed",
      (select count(*) from return_requests where status = 'processed') as "returned",
      (select count(*) from contact_queries where is_read = false) as "contactQueries",
      (select count(*) from payouts where status = 'due') as "payoutsDue",
      (select count(*) from return_requests where status in ('requested', 'approved')) as "openReturns"
  `);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  const read = (key: string) => toNumber(row[key]);
  return {
    pendingApproval: read("pendingApproval"),
    totalOrders: read("totalOrders"),
    activeOrders: read("activeOrders"),
    completed: read("completed"),
    returned: read("returned"),
    contactQueries: read("contactQueries"),
    payoutsDue: read("payoutsDue"),
    openReturns: read("openReturns"),
  };
}

/**
 * The thing each entry is about, in words, looked up where it lives now: a listing's title, an order's number (a
 * return's and a payout's order too), the bank account holder's name with its last digits, a coupon's code, a
 * contact query's sender and subject, a reconciliation mismatch's gateway reference and day, a review's stars and order. Null when it is gone (a deleted listing keeps its title in the details).
 */
const entityLabel = sql<string | null>`case ${adminAuditLog.entityType}
  when 'product' then (select '"' || p.title || '"' from products p where p.id = ${adminAuditLog.entityId})
  when 'order' then (select 'order #' || o.order_number from orders o where o.id = ${adminAuditLog.entityId})
  when 'return' then (select 'return on order #' || o.order_number from return_requests r
    join orders o on o.id = r.order_id where r.id = ${adminAuditLog.entityId})
  when 'payout' then (select 'payout for order #' || o.order_number from payouts y
    join orders o on o.id = y.order_id where y.id = ${adminAuditLog.entityId})
  when 'bank_account' then (select 'bank account of ' || u.full_name || ' ending ' || b.account_number_last4
    from bank_accounts b join users u on u.id = b.user_id where b.id = ${adminAuditLog.entityId})
  when 'coupon' then (select 'coupon ' || c.code from coupons c where c.id = ${adminAuditLog.entityId})
  when 'contact_query' then (select 'contact query from ' || q.name || ': ' || q.subject
    from contact_queries q where q.id = ${adminAuditLog.entityId})
  when 'reconciliation_mismatch' then (select m.gateway || ' ' || m.gateway_ref || ' on ' || m.day
    from reconciliation_mismatches m where m.id = ${adminAuditLog.entityId})
  when 'rating' then (select r.rating || '-star review on order #' || o.order_number from ratings r
    join orders o on o.id = r.order_id where r.id = ${adminAuditLog.entityId})
end`;

/** Newest first, with the acting admin's name; the id breaks ties so pages never repeat or skip a row. */
export function listAuditEntries(db: Db, filter: { action?: string; actorId?: string; limit: number; offset: number }) {
  return db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminName: users.fullName,
      action: adminAuditLog.action,
      entityType: adminAuditLog.entityType,
      entityId: adminAuditLog.entityId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      entityLabel,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(
      and(
        filter.action ? eq(adminAuditLog.action, filter.action) : undefined,
        filter.actorId ? eq(adminAuditLog.adminId, filter.actorId) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
