import { BadgeIndianRupee, EyeOff, Trash2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useApprovedProducts } from "./api/moderation-lists";
import { ListStates } from "../common/list-states";
import { ModerationCard, StatusBadge } from "./moderation-card";
import { useModeration } from "./use-moderation";

/** Live listings: mark sold, take back to pending (delist) or delete for good. */
export function ApprovedTab() {
  const query = useApprovedProducts();
  const { run, ask, dialog, busyId } = useModeration();
  return (
    <>
      <ListStates query={query} empty="No approved listings yet." failure="Failed to fetch approved products">
        {(items) =>
          items.map((product) => (
            <ModerationCard
              key={product.id}
              product={product}
              badge={
                product.isAvailable ? (
                  <StatusBadge tone="emerald">Live · Available</StatusBadge>
                ) : (
                  <StatusBadge tone="slate">Sold</StatusBadge>
                )
              }
            >
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busyId === product.id || !product.isAvailable}
                  onClick={() => run(product, { kind: "sold" })}
                >
                  <BadgeIndianRupee aria-hidden /> Mark Sold
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busyId === product.id}
                  onClick={() =>
                    ask({
                      title: "Delist listing",
                      description: `"${product.title}" goes back to pending and leaves the marketplace.`,
                      label: "Reason",
                      confirmLabel: "Delist",
                      required: false,
                      onConfirm: (reason) => run(product, { kind: "delist", reason: reason || undefined }),
                    })
                  }
                >
                  <EyeOff aria-hidden /> Delist
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className="text-red-700 hover:border-red-600 hover:text-red-800"
                  disabled={busyId === product.id}
                  onClick={() =>
                    ask({
                      title: "Delete permanently",
                      description: `"${product.title}" and its photos are removed for good. This cannot be undone.`,
                      label: "Reason",
                      confirmLabel: "Delete permanently",
                      required: false,
                      destructive: true,
                      onConfirm: (reason) => run(product, { kind: "delete", reason: reason || undefined }),
                    })
                  }
                >
                  <Trash2 aria-hidden /> Delete
                </Button>
              </div>
            </ModerationCard>
          ))
        }
      </ListStates>
      {dialog}
    </>
  );
}
