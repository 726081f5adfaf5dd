import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "../messages";

/**
 * The seller's video. preload="none": a video can be 50 MB, and the page's load budget is
 * for the photos; nothing is fetched until the buyer presses play.
 */
export function ProductVideo({ url, title }: { url: string; title: string }) {
  const t = useMessages(productMessages);
  return (
    <section aria-labelledby="video-heading">
      <h2 id="video-heading" className="mb-2 text-lg font-bold text-slate-900 lg:sr-only">
        {t("productVideo.heading")}
      </h2>
      <video
        src={url}
        controls
        preload="none"
        playsInline
        aria-label={t("productVideo.label", { title })}
        className="aspect-video w-full rounded-2xl bg-slate-900"
      />
    </section>
  );
}
