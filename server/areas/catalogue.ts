import { catalogRoutes } from "../modules/catalog/catalog-routes";
import { createListingMedia } from "../modules/catalog/listing-media";
import { sweepUnattachedVideos } from "../modules/catalog/unattached-videos";
import { priceGuideRoutes } from "../modules/price-guide/price-guide-routes";
import { ratingRoutes, sellerRoutes } from "../modules/ratings";
import { reportRoutes } from "../modules/reports";
import { wishlistRoutes } from "../modules/wishlist/wishlist-routes";
import { API, type Area } from "./context";

/** Listings and their files, browse and search, wishlists, reports on listings, ratings and seller profiles, the fair-price guide. */
export const catalogueArea: Area = async (app, { deps, files, jobs }) => {
  await app.register(catalogRoutes, { ...API, media: createListingMedia(deps.storage), files });
  await app.register(wishlistRoutes, API);
  await app.register(reportRoutes, { ...API, files });
  await app.register(ratingRoutes, API);
  await app.register(sellerRoutes, API);
  await app.register(priceGuideRoutes, API);
  // Videos uploaded for listings never saved (or swapped before saving) go after a day: an hourly look will do.
  jobs.push({
    name: "unattached-videos",
    kind: "claims",
    everySeconds: 3600,
    run: () => sweepUnattachedVideos(deps.storage, files),
  });
};
