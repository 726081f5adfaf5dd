import { forgottenAtSignOut } from "./offline-rules";
import { forgetSearches } from "./recent-searches";

/**
 * Sign-out on this device forgets what the person looked at (the rule is `forgottenAtSignOut`): the next person on a
 * shared phone finds neither their pages on the offline page nor their searches in the search box. The worker's
 * caches are the page's too (same origin), so no message to the worker is needed; nothing here throws.
 */
export async function forgetBrowsing() {
  forgetSearches();
  if (typeof caches === "undefined") return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      await Promise.all(requests.filter((r) => forgottenAtSignOut(name, new URL(r.url))).map((r) => cache.delete(r)));
    }
  } catch {
    // Storage unavailable (private mode, quota): there is nothing of theirs kept to delete.
  }
}
