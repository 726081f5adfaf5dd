import { Check, MessageSquareWarning, X } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { usePendingProducts } from "./api/moderation-lists";
import { ListStates } from "../common/list-states";
import { ModerationCard, StatusBadge } from "./moderation-card";
import { ModificationDiff } from "./modification-diff";
import { useModeration } from "./use-moderation";

/** New listings and edits of live listings, oldest first in the seller's eyes: approve, reject or ask for changes. */
export function PendingTab() {
  const query = usePendingProducts();
  const { run, ask, dialog, busyId } = useModeration();
  return (
    <>
      <ListStates
        query={query}
        empty="Nothing is waiting for review. New listings appear here."
        failure="Failed to fetch pending products"
      >
        {(items) =>
          items.map((product) => (
            <ModerationCard
              key={product.modification ? `m-${product.modification.id}` : product.id}
              product={product}
              badge={
                product.modification ? (
                  <StatusBadge tone="sky">Edit of live listing</StatusBadge>
                ) : (
                  <StatusBadge tone="amber">New listing</StatusBadge>
                )
              }
            >
              <ModificationDiff product={product} />
              {!product.modification && (
                <p className="mt-2 line-clamp-3 text-sm text-slate-600">{product.description}</p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" disabled={busyId === product.id} onClick={() => run(product, { kind: "approve" })}>
                  <Check aria-hidden /> Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busyId === product.id}
                  onClick={() =>
                    ask({
                      title: product.modification ? "Reject edit" : "Reject listing",
                      description: product.modification
                        ? `The changes to "${product.title}" are not applied; the listing stays live as it was. The seller is told why.`
                        : `"${product.title}" will not go live. The seller is told why.`,
                      label: "Reason",
                      confirmLabel: "Reject",
                      required: true,
                      destructive: true,
                      onConfirm: (reason) => run(product, { kind: "reject", reason }),
                    })
                  }
                >
                  <X aria-hidden /> Reject
                </Button>
                {/* Only a pending listing is sent back for an edit (docs/product.md#listings); an edit of a live one is rejected with a reason instead. */}
                {!product.modification && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busyId === product.id}
                    onClick={() =>
                      ask({
                        title: "Request changes",
                        description: "The listing stays pending and the seller is asked to edit it.",
                        label: "What should the seller change?",
                        confirmLabel: "Send request",
                        required: true,
                        onConfirm: (editRequests) => run(product, { kind: "request-edit", editRequests }),
                      })
                    }
                  >
                    <MessageSquareWarning aria-hidden /> Request Edit
                  </Button>
                )}
              </div>
            </ModerationCard>
          ))
        }
      </ListStates>
      {dialog}
    </>
  );
}
