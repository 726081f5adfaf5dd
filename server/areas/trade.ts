import { checkoutRoutes, settleStaleCheckouts } from "../modules/checkout";
import { couponRoutes } from "../modules/coupons/coupons-routes";
import { offerRoutes } from "../modules/offers/offers-routes";
import { expireOverdueOffers } from "../modules/offers/offers-service";
import { API, type Area } from "./context";

/** Offers and counter-offers, coupons, and the purchase up to the order (the checkout workflow). */
export const tradeArea: Area = async (app, { deps, providers, jobs }) => {
  await app.register(offerRoutes, { ...API, mailer: deps.mailer });
  await app.register(couponRoutes, API);
  await app.register(checkoutRoutes, { ...API, deps: providers.money, estimates: providers.estimates });
  jobs.push(
    { name: "stale-checkouts", kind: "claims", run: () => settleStaleCheckouts(providers.money) },
    { name: "offer-expiry", run: (db) => expireOverdueOffers(db) },
  );
};
