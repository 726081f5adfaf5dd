import { Plus, Power, PowerOff } from "lucide-react";
import { useState } from "react";
import { COUPON_MESSAGES, type AdminCoupon } from "@contract/admin-coupons";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateTimeIST, formatRupees } from "@web/lib/format";
import { useCoupons } from "./api/coupons";
import { useSaveCoupon } from "./api/save-coupon";
import { CouponForm } from "./coupon-form";
import { ListStates } from "../common/list-states";
import { StatusBadge } from "../listings/moderation-card";
import { PageLinks, useTabParams } from "../common/page-links";
import { card } from "@web/components/ui/card";

function effect(c: AdminCoupon) {
  const parts = [
    c.discountType === "percentage"
      ? `${c.discountValue}% off${c.maxDiscountAmount !== null ? ` (up to ${formatRupees(c.maxDiscountAmount)})` : ""}`
      : c.discountType === "flat"
        ? `${formatRupees(c.discountValue)} off`
        : null,
    c.eliminateFees ? "no platform fee" : null,
    c.eliminateDelivery ? "free delivery" : null,
    c.firstOrderOnly ? "first order only" : null,
  ];
  return parts.filter(Boolean).join(", ");
}

function validity(c: AdminCoupon) {
  if (!c.validFrom && !c.validUntil) return "Always";
  if (!c.validUntil) return `From ${formatDateTimeIST(c.validFrom!)}`;
  if (!c.validFrom) return `Until ${formatDateTimeIST(c.validUntil)}`;
  return `${formatDateTimeIST(c.validFrom)} – ${formatDateTimeIST(c.validUntil)}`;
}

/** The Coupons tab: create coupons and switch them off (or on again). */
export function CouponsTab() {
  const { page } = useTabParams();
  const query = useCoupons(page);
  const save = useSaveCoupon();
  const [creating, setCreating] = useState(false);

  function toggle(c: AdminCoupon) {
    save.mutate(
      { id: c.id, body: { isActive: !c.isActive } },
      {
        onSuccess: (next) =>
          toast({
            title: next.isActive ? "Coupon activated" : "Coupon deactivated",
            description: next.code,
            variant: "success",
          }),
        onError: (err) =>
          toast({
            title: COUPON_MESSAGES.updateFailed,
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <>
      <div className="mb-4">
        {creating ? (
          <CouponForm onDone={() => setCreating(false)} />
        ) : (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> New coupon
          </Button>
        )}
      </div>
      <ListStates query={query} empty="No coupons yet." failure={COUPON_MESSAGES.fetchFailed}>
        {(items) =>
          items.map((c) => (
            <article key={c.id} className={card("p-4")}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-mono text-lg font-bold break-all text-slate-900">{c.code}</h3>
                {c.isActive ? (
                  <StatusBadge tone="emerald">Active</StatusBadge>
                ) : (
                  <StatusBadge tone="slate">Inactive</StatusBadge>
                )}
              </div>
              {c.description && <p className="mt-1 text-slate-700">{c.description}</p>}
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-slate-500">Gives</dt>
                <dd className="text-slate-800">{effect(c)}</dd>
                <dt className="text-slate-500">Minimum order</dt>
                <dd className="text-slate-800">{c.minOrderValue > 0 ? formatRupees(c.minOrderValue) : "None"}</dd>
                <dt className="text-slate-500">Used</dt>
                <dd className="text-slate-800">
                  {c.usedCount}
                  {c.usageLimit !== null ? ` of ${c.usageLimit}` : " (no limit)"}
                </dd>
                <dt className="text-slate-500">Valid</dt>
                <dd className="text-slate-800">{validity(c)}</dd>
              </dl>
              <div className="mt-3">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={save.isPending && save.variables?.id === c.id}
                  onClick={() => toggle(c)}
                >
                  {c.isActive ? (
                    <>
                      <PowerOff aria-hidden /> Deactivate
                    </>
                  ) : (
                    <>
                      <Power aria-hidden /> Activate
                    </>
                  )}
                </Button>
              </div>
            </article>
          ))
        }
      </ListStates>
      <PageLinks label="Coupon pages" shown={query.data?.length ?? 0} />
    </>
  );
}
