import { registerUploads } from "../lib/uploads";
import { registerWebApp } from "../lib/web-app";
import { crawlerRoutes } from "../modules/catalog/crawler-routes";
import { productShareMeta } from "../modules/catalog/product-share-meta";
import { sellerShareMeta } from "../modules/ratings";
import type { Area } from "./context";

/** The web app, server-rendered where it can be, the uploaded files, and what crawlers read (sitemap, robots). */
export const webArea: Area = async (app, { config, deps }) => {
  await registerUploads(app, deps.storage, config.uploadsDir);
  await app.register(crawlerRoutes);
  await registerWebApp(app, {
    publicUrl: config.publicUrl,
    shareMetaFor: async (pathname) =>
      (await productShareMeta(deps.db, config.publicUrl, pathname)) ??
      sellerShareMeta(deps.db, config.publicUrl, pathname),
  });
};
