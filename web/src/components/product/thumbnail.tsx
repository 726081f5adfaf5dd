import { ImageOff } from "lucide-react";

/** A small square picture of a listing (offer, order and checkout rows), or a placeholder when it has none. */
export function Thumbnail({ src, size = 96 }: { src: string | null; size?: number }) {
  return src ? (
    <img src={src} alt="" width={size} height={size} loading="lazy" className="size-full object-cover" />
  ) : (
    <span className="grid size-full place-items-center text-slate-400">
      <ImageOff className="size-6" aria-hidden />
    </span>
  );
}
