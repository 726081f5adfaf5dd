import { Lock, PackageX } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useParams } from "wouter";
import { brandsFor, OTHER_BRAND } from "@contract/catalog";
import { PRODUCT_MESSAGES, type ProductDetail } from "@contract/products";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { useSession } from "@web/lib/session";
import { useEditableProduct } from "./api/editable-product";
import { useEditListing } from "./api/edit-listing";
import { useOfferRules } from "./api/offer-rules";
import type { OfferRules } from "@contract/seller-offer-rules";
import { ListingForm } from "./components/listing-form";
import { toPayload, type ListingValues } from "./components/listing-values";
import { BackLink } from "./components/back-link";
import { ProductUpdatedDialog } from "./components/product-updated-dialog";
import { useServerErrors } from "./components/use-server-errors";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { sellingMessages } from "./selling/messages";
import { productMessages } from "./messages";

preloadMessages(sellingMessages);
// The form's product types are named in the product page's words.
preloadMessages(productMessages);

function toValues(p: ProductDetail, rules: OfferRules): ListingValues {
  // A brand the seller typed under Other comes back as that name: show it as Other with the name filled in.
  const brands = p.productType ? brandsFor(p.category, p.productType) : [];
  const typedBrand = Boolean(p.brand && brands.length > 0 && !brands.includes(p.brand));
  return {
    title: p.title,
    description: p.description,
    price: String(p.price),
    category: p.category,
    productType: p.productType ?? "",
    brand: typedBrand ? OTHER_BRAND : (p.brand ?? ""),
    otherBrand: typedBrand ? (p.brand ?? "") : "",
    ram: p.ram ?? "",
    storage: p.storage ?? "",
    condition: p.condition === "like_new" ? "like_new" : "good",
    hasBill: p.hasBill,
    billPhoto: p.billPhoto,
    address: {
      addressLine1: p.addressLine1 ?? "",
      addressLine2: p.addressLine2 ?? "",
      landmark: p.landmark ?? "",
      pincode: p.pincode ?? "",
      city: p.city ?? "",
      state: p.state ?? "",
    },
    bankAccountId: p.selectedBankAccountId ?? "",
    images: p.images.map((url) => ({ kind: "stored", url })),
    videoUrl: p.videoUrl,
    autoAcceptAt: rules.autoAcceptAt === null ? "" : String(rules.autoAcceptAt),
    autoDeclineBelow: rules.autoDeclineBelow === null ? "" : String(rules.autoDeclineBelow),
  };
}

function FullPageState({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const t = useMessages(sellingMessages);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-slate-100 text-slate-500">{icon}</span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/dashboard?tab=products">{t("listing.goToMyProducts")}</Link>
      </Button>
    </div>
  );
}

/** /edit-product/{id} (docs/product.md#pages): owner only; an approved listing stays live as it is until the edit is approved. */
export function EditProductPage() {
  const t = useMessages(sellingMessages);
  const { id = "" } = useParams<{ id: string }>();
  const session = useSession();
  const [, navigate] = useLocation();
  const product = useEditableProduct(id);
  const edit = useEditListing(id, session.status === "signed-out" ? "" : session.user.id);
  const server = useServerErrors();
  const [saved, setSaved] = useState(false);

  // docs/product.md#limits-and-timings: the edit success redirect waits 2 seconds, long enough to read the toast.
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate("/dashboard?tab=products"), 2000);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  // docs/product.md#pages: someone else's listing gets the Access Denied toast and goes back to their own products.
  const notOwner = product.isSuccess && session.status !== "signed-out" && product.data.sellerId !== session.user.id;
  // The private offer rules come with the form, so a new price and the rules are saved together.
  const rules = useOfferRules(id, product.isSuccess && !notOwner);
  useEffect(() => {
    if (!notOwner) return;
    toast({ title: t("listing.accessDenied"), description: t("listing.onlyOwn"), variant: "destructive" });
    navigate("/dashboard?tab=products", { replace: true });
    // The toast's words are this render's; a new translator each render must not toast again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notOwner, navigate]);

  if (session.status === "signed-out" || product.isPending || (!notOwner && rules.isPending)) return <PageSpinner />;
  if (product.isError || rules.isError) {
    return product.error instanceof ApiRequestError && product.error.status === 404 ? (
      <FullPageState
        icon={<PackageX className="size-8" aria-hidden />}
        title={t("listing.notFound")}
        text={t("listing.notFoundText")}
      />
    ) : (
      <FullPageState
        icon={<PackageX className="size-8" aria-hidden />}
        title={t("listing.fetchFailed")}
        text={t("listing.checkConnection")}
      />
    );
  }
  if (notOwner)
    return (
      <FullPageState
        icon={<Lock className="size-8" aria-hidden />}
        title={t("listing.accessDenied")}
        text={t("listing.onlyOwn")}
      />
    );

  const p = product.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-4 sm:py-6">
      <title>{t("listing.editPageTitle")}</title>
      <BackLink href="/dashboard?tab=products" label={t("listing.backToMyProducts")} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("listing.editHeading")}</h1>
      {p.status === "approved" && (
        <p className="mt-3 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950">{t("listing.liveNote")}</p>
      )}
      {p.hasPendingEdit && (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">{t("listing.earlierEdit")}</p>
      )}
      {p.editRequests && (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t("listing.changesAsked", { requests: p.editRequests })}
        </p>
      )}
      <div className="mt-6">
        <ListingForm
          key={p.updatedAt}
          mode="edit"
          userId={session.user.id}
          initial={toValues(p, rules.data ?? { autoAcceptAt: null, autoDeclineBelow: null })}
          busy={edit.isPending || saved}
          submitLabel={t("listing.save")}
          serverErrors={server.errors}
          onSubmit={(values) => {
            server.clear();
            edit.mutate(toPayload(values), {
              onSuccess: () => {
                toast({
                  title: t("listing.updatedTitle"),
                  description: t.text(PRODUCT_MESSAGES.updated),
                  variant: "success",
                });
                setSaved(true);
              },
              onError: (err) => {
                server.take(err);
                toast({
                  title: t("listing.updateFailed"),
                  description: serverMessage(err) ?? t("listing.updateFailedText"),
                  variant: "destructive",
                });
              },
            });
          }}
        />
      </div>
      <ProductUpdatedDialog open={saved} live={p.status === "approved"} />
    </div>
  );
}
