import { useLocation } from "wouter";
import { POLICY } from "@contract/brand";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { useSession } from "@web/lib/session";
import { useCreateListing } from "./api/create-listing";
import { ListingForm } from "./components/listing-form";
import { emptyListing, toPayload } from "./components/listing-values";
import { BackLink } from "./components/back-link";
import { useServerErrors } from "./components/use-server-errors";

/** /list-product (docs/product.md#pages; the route guard guarantees a session). */
export function ListProductPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const server = useServerErrors();
  const create = useCreateListing(session.status === "signed-out" ? "" : session.user.id);
  if (session.status === "signed-out") return <PageSpinner />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-4 sm:py-6">
      <title>List a Product · Dobara</title>
      <BackLink href="/dashboard" label="Back to Dashboard" />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">List a Product</h1>
      <p className="mt-1 text-slate-600">
        Our team reviews every listing, usually within {POLICY.listingReviewHours} hours. You get a notification when it
        goes live.
      </p>
      <div className="mt-6">
        <ListingForm
          mode="create"
          userId={session.user.id}
          initial={emptyListing}
          busy={create.isPending}
          submitLabel="List Product"
          serverErrors={server.errors}
          onSubmit={(values) => {
            server.clear();
            create.mutate(toPayload(values), {
              onSuccess: () => {
                toast({
                  title: "Product Listed Successfully",
                  description: "Your product has been submitted for admin approval.",
                  variant: "success",
                });
                navigate("/dashboard?tab=products");
              },
              onError: (err) => {
                if (err instanceof ApiRequestError && err.status === 401) {
                  toast({
                    title: "Authentication Error",
                    description: "Please log in again to list a product.",
                    variant: "destructive",
                  });
                  return;
                }
                server.take(err);
                toast({
                  title: "Error",
                  description: serverMessage(err) ?? "Failed to list product. Please try again.",
                  variant: "destructive",
                });
              },
            });
          }}
        />
      </div>
    </div>
  );
}
