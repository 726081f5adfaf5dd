import { useState } from "react";
import { useLocation } from "wouter";
import { POLICY } from "@contract/brand";
import { PRODUCT_MESSAGES } from "@contract/products";
import { MOBILE_MESSAGES } from "@contract/mobile";
import { MobileVerification } from "@web/components/mobile-verification";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { markPushMoment } from "@web/lib/push-moment";
import { useSession } from "@web/lib/session";
import { useCreateListing } from "./api/create-listing";
import { ListingForm } from "./components/listing-form";
import { emptyListing, toPayload } from "./components/listing-values";
import { BackLink } from "./components/back-link";
import { useServerErrors } from "./components/use-server-errors";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { sellingMessages } from "./selling/messages";
import { productMessages } from "./messages";

preloadMessages(sellingMessages);
// The form's product types are named in the product page's words.
preloadMessages(productMessages);

type Payload = ReturnType<typeof toPayload>;

/**
 * /list-product (docs/product.md#pages; the route guard guarantees a session). A person whose mobile is not verified
 * verifies it inline when the server asks (403 MOBILE_NOT_VERIFIED); the listing is then sent as it was typed.
 */
export function ListProductPage() {
  const t = useMessages(sellingMessages);
  const session = useSession();
  const [, navigate] = useLocation();
  const server = useServerErrors();
  const create = useCreateListing(session.status === "signed-out" ? "" : session.user.id);
  const [waitingForMobile, setWaitingForMobile] = useState<Payload>();
  if (session.status === "signed-out") return <PageSpinner />;

  const send = (payload: Payload) =>
    create.mutate(payload, {
      onSuccess: () => {
        markPushMoment("listing");
        toast({
          title: t("listing.listedTitle"),
          description: t.text(PRODUCT_MESSAGES.listed),
          variant: "success",
        });
        navigate("/dashboard?tab=products");
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.status === 401) {
          toast({
            title: t("listing.authErrorTitle"),
            description: t("listing.authErrorText"),
            variant: "destructive",
          });
          return;
        }
        if (err instanceof ApiRequestError && err.code === "MOBILE_NOT_VERIFIED") {
          setWaitingForMobile(payload);
          return;
        }
        server.take(err);
        toast({
          title: t("listing.errorTitle"),
          description: serverMessage(err) ?? t("listing.listFailed"),
          variant: "destructive",
        });
      },
    });

  return (
    <div className="mx-auto max-w-3xl px-4 py-4 sm:py-6">
      <title>{t("listing.pageTitle")}</title>
      <BackLink href="/dashboard" label={t("listing.backToDashboard")} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("listing.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("listing.reviewNote", { hours: POLICY.listingReviewHours })}</p>
      {waitingForMobile && (
        <section
          aria-labelledby="verify-mobile-heading"
          className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5"
        >
          <h2 id="verify-mobile-heading" className="text-lg font-bold text-slate-900">
            {t("listing.verifyHeading")}
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-700">
            {t("listing.verifyNote", { reason: t.text(MOBILE_MESSAGES.notVerified) })}
          </p>
          <MobileVerification
            mobile={session.user.mobile}
            onVerified={() => {
              const payload = waitingForMobile;
              setWaitingForMobile(undefined);
              send(payload);
            }}
          />
        </section>
      )}
      <div className="mt-6">
        <ListingForm
          mode="create"
          userId={session.user.id}
          initial={emptyListing}
          busy={create.isPending}
          submitLabel={t("listing.submit")}
          serverErrors={server.errors}
          onSubmit={(values) => {
            server.clear();
            send(toPayload(values));
          }}
        />
      </div>
    </div>
  );
}
