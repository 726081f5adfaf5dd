/**
 * What `use-sync-external-store/shim` gives wouter: React has had the hook itself since 18, and the shim's copy for
 * older versions would travel in every page's first load (0.4 KB gzip). vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from "react";
