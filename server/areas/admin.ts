import { adminOverviewRoutes } from "../modules/admin/admin-overview-routes";
import { adminProductsRoutes } from "../modules/catalog/admin-products-routes";
import { adminContactRoutes } from "../modules/contact/admin-contact-routes";
import { adminCouponsRoutes } from "../modules/coupons/admin-coupons-routes";
import { fulfilmentAdminRoutes } from "../modules/fulfilment";
import { deliveryFiguresRoutes } from "../modules/notifications/delivery-figures-routes";
import { orderAdminRoutes } from "../modules/orders";
import { gstAdminRoutes } from "../modules/invoices";
import { payoutAdminRoutes, tdsAdminRoutes } from "../modules/payouts";
import { reconciliationRoutes } from "../modules/reconciliation";
import { payoutPaidRoutes, settlementAdminRoutes } from "../modules/settlement";
import { adminShipmentsRoutes } from "../modules/shipping";
import { adminUsersRoutes } from "../modules/users/admin-users-routes";
import { API, type Area } from "./context";

/**
 * The admin panel's routes, each owned by the module whose rows it changes: moderation, users, contact queries,
 * coupons, orders and their parcels, payouts, the books, the overview, and how notifications reach people.
 */
export const adminArea: Area = async (app, { deps, providers, files }) => {
  await app.register(adminProductsRoutes, { ...API, files });
  await app.register(adminContactRoutes, { ...API, mailer: deps.mailer });
  await app.register(adminUsersRoutes, API);
  await app.register(adminCouponsRoutes, API);
  await app.register(adminOverviewRoutes, API);
  await app.register(deliveryFiguresRoutes, API);
  await app.register(orderAdminRoutes, API);
  await app.register(fulfilmentAdminRoutes, { ...API, deps: providers.fulfilment });
  await app.register(adminShipmentsRoutes, { ...API, shipping: providers.shipping });
  await app.register(payoutAdminRoutes, { ...API, deps: providers.payouts });
  await app.register(payoutPaidRoutes, { ...API, deps: providers.payouts });
  await app.register(tdsAdminRoutes, { ...API, deps: providers.payouts });
  await app.register(gstAdminRoutes, { ...API, deps });
  await app.register(settlementAdminRoutes, API);
  await app.register(reconciliationRoutes, { ...API, deps: providers.reconciliation });
};
