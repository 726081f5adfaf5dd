import { RotateCcw } from "lucide-react";
import type { OrderView } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useOrderAction } from "@web/lib/api/orders";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

/**
 * The seller's one tap to sell a returned item again: it goes to the admin's review like any edit. Shown once the
 * return is processed and the listing is still the sold one.
 */
export function RelistButton({ order }: { order: Pick<OrderView, "id" | "returnStatus"> }) {
  const t = useMessages(orderMessages);
  const action = useOrderAction();
  if (order.returnStatus !== "processed") return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={action.isPending || action.isSuccess}
      onClick={() =>
        action.mutate(
          { kind: "relist", id: order.id },
          {
            onSuccess: (answer) =>
              toast({
                title: t("orders.relist.done"),
                description: (answer as { message: string }).message,
                variant: "success",
              }),
            onError: (err) =>
              toast({
                title: t("orders.relist.failed"),
                description: serverMessage(err) ?? t("orders.tryAgain"),
                variant: "destructive",
              }),
          },
        )
      }
    >
      <RotateCcw aria-hidden /> {action.isSuccess ? t("orders.relist.sent") : t("orders.relist.button")}
    </Button>
  );
}
