import { Link } from "wouter";
import { RatingLine } from "@web/components/ui/stars";
import { useBuyerRating } from "../api/buyer-rating";

/** Beside an offer the seller received: how other sellers rated this buyer, linking to their profile. */
export function BuyerRating({ username }: { username: string }) {
  const query = useBuyerRating(username, true);
  if (!query.data) return null;
  return (
    <Link
      href={`/sellers/${encodeURIComponent(username)}`}
      className="mt-1 inline-flex hover:underline"
      aria-label={`Buyer ${username}: ${query.data.average === null ? "no ratings yet" : `${query.data.average} out of 5 from ${query.data.count}`}`}
    >
      <RatingLine average={query.data.average} count={query.data.count} />
    </Link>
  );
}
