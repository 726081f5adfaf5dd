import { SlidersHorizontal } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { OwnerProduct } from "@contract/products";
import type { OfferRules } from "@contract/seller-offer-rules";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogDescription, DialogShell, DialogTitle } from "@web/components/ui/dialog";
import { ErrorState, LoadingState } from "@web/components/ui/states";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useMessages } from "@web/i18n/feature-messages";
import { useOfferRules, useSaveOfferRules } from "../api/offer-rules";
import { sellingMessages } from "../selling/messages";
import { offerRuleErrors, offerRulesOf } from "./listing-values";
import { OfferRulesFields } from "./offer-rules-fields";

const typed = (rules: OfferRules) => ({
  autoAcceptAt: rules.autoAcceptAt === null ? "" : String(rules.autoAcceptAt),
  autoDeclineBelow: rules.autoDeclineBelow === null ? "" : String(rules.autoDeclineBelow),
});

/** The rules as stored, typed over by the seller: mounted once they are loaded, so its first values are theirs. */
function RulesForm({ product, stored, onDone }: { product: OwnerProduct; stored: OfferRules; onDone: () => void }) {
  const t = useMessages(sellingMessages);
  const save = useSaveOfferRules(product.id);
  const [values, setValues] = useState(() => typed(stored));
  const [touched, setTouched] = useState(false);
  const errors = touched ? offerRuleErrors(values, product.price) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    const rules = offerRulesOf(values);
    if (!rules || Object.keys(offerRuleErrors(values, product.price)).length > 0) return;
    save.mutate(rules, {
      onSuccess: () => {
        toast({ title: t("rules.saved"), variant: "success" });
        onDone();
      },
      onError: (err) =>
        toast({ title: t("rules.saveFailed"), description: serverMessage(err), variant: "destructive" }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <OfferRulesFields
        idPrefix={`rules-${product.id}`}
        values={values}
        errors={errors}
        priceBelow={false}
        onChange={(rule, value) => setValues((v) => ({ ...v, [rule]: value }))}
      />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("rules.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {t("rules.save")}
        </Button>
      </div>
    </form>
  );
}

/** Offer rules on the My Products card: a button opening the listing's private rules, read only when opened. */
export function OfferRulesButton({ product }: { product: OwnerProduct }) {
  const t = useMessages(sellingMessages);
  const [open, setOpen] = useState(false);
  const rules = useOfferRules(product.id, open);
  return (
    <>
      <Button type="button" variant="outline" size="sm" className="mt-3 self-start" onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden /> {t("rules.button")}
      </Button>
      <DialogShell open={open} onOpenChange={setOpen} className="max-w-md">
        <DialogTitle>{t("rules.title")}</DialogTitle>
        <DialogDescription>
          <span translate="no">{product.title}</span>
        </DialogDescription>
        {rules.isError ? (
          <ErrorState className="mt-4" title={t("rules.loadFailed")} onRetry={() => rules.refetch()} />
        ) : rules.data && !rules.isFetching ? (
          <RulesForm product={product} stored={rules.data} onDone={() => setOpen(false)} />
        ) : (
          <LoadingState count={1} layout="mt-4" block="h-32" />
        )}
      </DialogShell>
    </>
  );
}
