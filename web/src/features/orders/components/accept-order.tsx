import { clsx } from "clsx";
import { CheckCircle2, Clock } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useOrderAction } from "@web/lib/api/orders";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";
import { formatDeadline } from "./order-labels";

// Used on pages of other features (the dashboard, the listing form): the words come with this code.
preloadMessages(orderMessages);

/**
 * The seller's Accept Order (docs/product.md#orders: placed -> confirmed) with the deadline the server gave (`acceptBy`, shown in IST): on
 * the sales list, the order page and the My Products card alike. The server's message when it refuses.
 */
export function AcceptOrder({
  orderId,
  acceptBy,
  text,
  className,
}: {
  orderId: string;
  acceptBy: string | null;
  /** Words in place of the deadline sentence, where the place names the order differently. */
  text?: string;
  className?: string;
}) {
  const t = useMessages(orderMessages);
  const accept = useOrderAction();
  return (
    <div data-testid="accept-order" className={clsx("rounded-xl border border-sky-200 bg-sky-50 p-3", className)}>
      <p className="flex items-start gap-2 text-sm font-medium text-sky-950">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {text ??
          (acceptBy
            ? t("orders.accept.by", { deadline: formatDeadline(acceptBy, t.language) })
            : t("orders.accept.paid"))}
      </p>
      <Button
        size="sm"
        className="mt-2 w-full"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            { kind: "accept", id: orderId },
            {
              onSuccess: () =>
                toast({ title: t("orders.accept.done"), description: t("orders.accept.told"), variant: "success" }),
              onError: (err) =>
                toast({
                  title: t("orders.accept.failed"),
                  description: serverMessage(err) ?? t("orders.tryAgain"),
                  variant: "destructive",
                }),
            },
          )
        }
      >
        <CheckCircle2 aria-hidden /> {accept.isPending ? t("orders.accept.accepting") : t("orders.accept.button")}
      </Button>
    </div>
  );
}
