import { Flag } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";

// Signed in only (so never in the server's HTML): the dialog's code loads then, not with the product page.
const ReportListingDialog = lazy(() =>
  import("./report-listing-dialog").then((m) => ({ default: m.ReportListingDialog })),
);

/** Report this listing: a visitor is asked to log in first; the same line's height either way. */
export function ReportListing({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  if (!signedIn)
    return (
      <Link href="/login" className="inline-flex items-center gap-1.5 text-sm text-slate-600 hover:underline">
        <Flag className="size-4" aria-hidden /> Log in to report this listing
      </Link>
    );
  return (
    <Suspense fallback={<span className="inline-block h-11" aria-hidden />}>
      <ReportListingDialog productId={productId} />
    </Suspense>
  );
}
