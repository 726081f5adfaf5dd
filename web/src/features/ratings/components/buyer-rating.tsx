import { Link } from "wouter";
import { RatingLine } from "@web/components/ui/stars";
import { useBuyerRating } from "../api/buyer-rating";
import { useMessages } from "@web/i18n/feature-messages";
import { ratingMessages } from "../messages";

/** Beside an offer the seller received: how other sellers rated this buyer, linking to their profile. */
export function BuyerRating({ username }: { username: string }) {
  const t = useMessages(ratingMessages);
  const query = useBuyerRating(username, true);
  if (!query.data) return null;
  return (
    <Link
      href={`/sellers/${encodeURIComponent(username)}`}
      className="mt-1 inline-flex hover:underline"
      aria-label={t("ratings.buyerLabel", {
        user: username,
        summary:
          query.data.average === null
            ? t("ratings.noneYet")
            : t("ratings.outOf", { average: query.data.average, count: query.data.count }),
      })}
    >
      <RatingLine average={query.data.average} count={query.data.count} />
    </Link>
  );
}
