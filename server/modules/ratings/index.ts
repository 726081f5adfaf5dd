/** The ratings module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { ratingRoutes } from "./ratings-routes";
export { sellerRoutes } from "./sellers-routes";
export { sellerShareMeta } from "./seller-share-meta";
