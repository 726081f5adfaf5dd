/**
 * The seller's video. preload="none": a video can be 50 MB, and the page's load budget is
 * for the photos; nothing is fetched until the buyer presses play.
 */
export function ProductVideo({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="video-heading">
      <h2 id="video-heading" className="mb-2 text-lg font-bold text-slate-900 lg:sr-only">
        Video
      </h2>
      <video
        src={url}
        controls
        preload="none"
        playsInline
        aria-label={`Video of ${title}`}
        className="aspect-video w-full rounded-2xl bg-slate-900"
      />
    </section>
  );
}
