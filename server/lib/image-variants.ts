import type { ImageVariant } from "@contract/media";
import { IMAGE_VARIANTS, smallerSizeFromFull } from "./images";
import type { Storage } from "./storage";

/** A smaller size of a listing photo: `img/{id}/{size}.webp`, which its `img/{id}/full.webp` can always remake. */
const SMALLER_SIZE_KEY = new RegExp(
  `^(img/[a-zA-Z0-9-]+)/(${Object.keys(IMAGE_VARIANTS)
    .filter((v) => v !== "full")
    .join("|")})\\.webp$`,
);

/** The photo's full.webp and the size a key names, when the key is a smaller size of a listing photo. */
export function smallerSizeOf(key: string): { fullKey: string; variant: ImageVariant } | undefined {
  const match = SMALLER_SIZE_KEY.exec(key);
  return match ? { fullKey: `${match[1]}/full.webp`, variant: match[2] as ImageVariant } : undefined;
}

/** The keys of a photo's smaller sizes, from its full.webp key. */
export const smallerSizeKeys = (fullKey: string) =>
  (Object.keys(IMAGE_VARIANTS) as ImageVariant[])
    .filter((v) => v !== "full")
    .map((v) => fullKey.replace(/full\.webp$/, `${v}.webp`));

export interface VariantMaker {
  /**
   * Makes and stores a photo's missing smaller size from its full.webp. Answers false when the key is not a
   * smaller size of a photo or the photo has no full.webp; true once the file is stored.
   */
  make(key: string): Promise<boolean>;
}

/**
 * Makes missing sizes of stored photos (docs/decisions/0030): for the uploads route, when a photo stored before
 * the `gallery` size is asked for it, and for `npm run files:backfill`. Requests for the same key while it is
 * being made share the one attempt, so a page of visitors asking at once decode the photo once and write one
 * file. Across server processes two may make the same key together: the bytes are the same and each write
 * replaces the key whole, so that costs only time.
 */
export function createVariantMaker(storage: Storage): VariantMaker {
  const inFlight = new Map<string, Promise<boolean>>();
  const make = async (key: string) => {
    const size = smallerSizeOf(key);
    if (!size) return false;
    const full = await storage.read(size.fullKey);
    if (!full) return false;
    await storage.put(key, await smallerSizeFromFull(full, size.variant), "image/webp");
    return true;
  };
  return {
    make(key) {
      const running = inFlight.get(key);
      if (running) return running;
      const attempt = make(key).finally(() => inFlight.delete(key));
      inFlight.set(key, attempt);
      return attempt;
    },
  };
}
