import { Star } from "lucide-react";
import { useEffect, useState } from "react";
import { RATING_BLIND_DAYS, RATING_COMMENT_MAX, RATING_MESSAGES, type RatingView } from "@contract/ratings";
import { Stars } from "@web/components/ui/stars";
import { FormField, inputClass } from "@web/components/ui/form-field";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useOrderRating } from "../api/order-rating";
import { useRateOrder } from "../api/rate-order";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { ratingMessages } from "../messages";

const WORDS = ["", "ratings.word1", "ratings.word2", "ratings.word3", "ratings.word4", "ratings.word5"] as const;

/**
 * After delivery each side rates the other once. The other side's rating shows only when both have rated or
 * RATING_BLIND_DAYS after delivery, so no one rates in retaliation.
 */
export function RateOrder({ orderId, other }: { orderId: string; other: "seller" | "buyer" }) {
  const t = useMessages(ratingMessages);
  const query = useOrderRating(orderId, true);
  const ready = Boolean(query.data);
  // The "rate" notification links here with #rate; the section appears only once its data has come.
  useEffect(() => {
    if (ready && window.location.hash === "#rate") document.getElementById("rate")?.scrollIntoView();
  }, [ready]);
  if (!query.data) return null;
  const { mine, theirs, canRate } = query.data;
  return (
    <section id="rate" aria-labelledby="rate-heading" className={card("p-4 sm:p-5")}>
      <h2 id="rate-heading" className="text-lg font-bold text-slate-900">
        {mine ? t("ratings.yours") : t(other === "seller" ? "ratings.rateSeller" : "ratings.rateBuyer")}
      </h2>
      {canRate && <RatingForm orderId={orderId} other={other} />}
      {mine && <Given rating={mine} />}
      <div className="mt-4 border-t border-slate-200 pt-3 text-sm">
        <p className="font-semibold text-slate-800">
          {t(other === "seller" ? "ratings.theirsSeller" : "ratings.theirsBuyer")}
        </p>
        {theirs ? (
          <Given rating={theirs} />
        ) : (
          <p className="mt-1 text-slate-600">{t("ratings.blind", { days: RATING_BLIND_DAYS })}</p>
        )}
      </div>
    </section>
  );
}

function Given({ rating }: { rating: RatingView }) {
  return (
    <div className="mt-2">
      <Stars value={rating.rating} />
      {rating.comment && (
        <p translate="no" className="mt-1 text-sm break-words text-slate-700">
          {rating.comment}
        </p>
      )}
    </div>
  );
}

function RatingForm({ orderId, other }: { orderId: string; other: "seller" | "buyer" }) {
  const t = useMessages(ratingMessages);
  const rate = useRateOrder(orderId);
  const [stars, setStars] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string>();
  const shown = hover || stars;
  const word = WORDS[shown];
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (stars < 1) return setError(t.text(RATING_MESSAGES.rating));
        setError(undefined);
        // A promise rather than mutate's callbacks: the form unmounts as soon as the answer lands.
        rate.mutateAsync({ rating: stars, comment: comment.trim() || null }).then(
          () => toast({ title: t.text(RATING_MESSAGES.thanks), variant: "success" }),
          (err: unknown) => setError(serverMessage(err) ?? t("shell.pleaseTryAgain")),
        );
      }}
    >
      <fieldset>
        <legend className="text-sm text-slate-600">
          {t(other === "seller" ? "ratings.howSeller" : "ratings.howBuyer")}
        </legend>
        <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer p-1" onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                name="rating"
                value={n}
                className="peer sr-only"
                checked={stars === n}
                onChange={() => setStars(n)}
              />
              <Star
                className={`size-9 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 ${n <= shown ? "fill-amber-400 text-amber-400" : "text-slate-300"}`}
                aria-hidden
              />
              <span className="sr-only">{t("ratings.stars", { n })}</span>
            </label>
          ))}
          <span className="ml-2 text-sm font-semibold text-slate-700" aria-live="polite">
            {word ? t(word) : ""}
          </span>
        </div>
      </fieldset>
      <FormField id="rating-comment" label={t("ratings.comment")}>
        <textarea
          id="rating-comment"
          rows={3}
          maxLength={RATING_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className={inputClass}
          placeholder={t("ratings.commentPlaceholder")}
        />
        <p className="mt-1 text-right text-xs text-slate-500">
          {comment.length}/{RATING_COMMENT_MAX}
        </p>
      </FormField>
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={rate.isPending}>
        {t("ratings.submit")}
      </Button>
    </form>
  );
}
