import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "@web/features/listings/messages";
import { Flag } from "lucide-react";
import { Suspense } from "react";
import { Link } from "wouter";
import { lazyPart } from "@web/lib/lazy-part";

// Signed in only (so never in the server's HTML): the dialog's code loads then, not with the product page.
const ReportListingDialog = lazyPart(() => import("./report-listing-dialog").then((m) => m.ReportListingDialog));

/** Report this listing: a visitor is asked to log in first; the same line's height either way. */
export function ReportListing({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  const t = useMessages(productMessages);
  if (!signedIn)
    return (
      <Link href="/login" className="inline-flex items-center gap-1.5 text-sm text-slate-600 hover:underline">
        <Flag className="size-4" aria-hidden /> {t("report.logIn")}
      </Link>
    );
  return (
    <Suspense fallback={<span className="inline-block h-11" aria-hidden />}>
      <ReportListingDialog productId={productId} />
    </Suspense>
  );
}
