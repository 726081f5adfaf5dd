import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { formatOrderNumber } from "@contract/order-number";
import type { AdminReview } from "@contract/ratings";
import { Stars } from "@web/components/ui/stars";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateTimeIST } from "@web/lib/format";
import { useAdminReviews, useReviewVisibility } from "./api/reviews";
import { ListStates } from "../common/list-states";
import { StatusBadge } from "../listings/moderation-card";
import { TextPromptDialog, type TextPrompt } from "../common/text-prompt-dialog";
import { card } from "@web/components/ui/card";

/** The newest written reviews: hide one's text with a reason (its stars still count), or restore it. */
export function ReviewsTab() {
  const query = useAdminReviews();
  const change = useReviewVisibility();
  const [prompt, setPrompt] = useState<TextPrompt>();

  function run(review: AdminReview, reason?: string) {
    change.mutate(
      { id: review.id, reason },
      {
        onSuccess: (answer) => {
          toast({ title: answer.message, variant: "success" });
          setPrompt(undefined);
        },
        onError: (err) =>
          toast({
            title: "Could not change the review",
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <>
      <ListStates query={query} empty="No written reviews yet." failure="Failed to load reviews">
        {(items) =>
          items.map((review) => (
            <article
              key={review.id}
              aria-label={`Review on order ${formatOrderNumber(review.orderNumber)}`}
              className={card("p-4")}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <Stars value={review.rating} />
                  <span className="text-sm text-slate-600">
                    Order {formatOrderNumber(review.orderNumber)} · {formatDateTimeIST(review.createdAt)}
                  </span>
                </span>
                {review.hidden && <StatusBadge tone="amber">Hidden</StatusBadge>}
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.comment}</p>
              {review.hiddenReason && (
                <p className="mt-2 rounded-xl bg-slate-50 p-2 text-sm text-slate-700">Hidden: {review.hiddenReason}</p>
              )}
              <div className="mt-3">
                {review.hidden ? (
                  <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => run(review)}>
                    <Eye aria-hidden /> Restore
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={change.isPending}
                    onClick={() =>
                      setPrompt({
                        title: "Hide this review's text",
                        description: "The stars still count; the text leaves the profile and the order page.",
                        label: "Reason",
                        confirmLabel: "Hide review",
                        requiredMessage: "Please give a reason for hiding this review",
                        maxLength: 500,
                        multiline: true,
                        onConfirm: (reason) => run(review, reason),
                      })
                    }
                  >
                    <EyeOff aria-hidden /> Hide
                  </Button>
                )}
              </div>
            </article>
          ))
        }
      </ListStates>
      <TextPromptDialog prompt={prompt} busy={change.isPending} onClose={() => setPrompt(undefined)} />
    </>
  );
}
