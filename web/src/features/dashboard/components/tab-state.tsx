import { Inbox } from "lucide-react";
import { Button } from "@web/components/ui/button";

/** Loading skeleton, failure with retry, or an empty message: the three ways a dashboard tab has nothing to list. */
export function TabState({
  loading,
  error,
  onRetry,
  empty,
}: {
  loading: boolean;
  error?: string;
  onRetry: () => void;
  empty: string;
}) {
  if (loading) {
    return (
      <div
        className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label="Loading"
      >
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-72 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-900">{error}</p>
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Inbox className="size-8 text-slate-400" aria-hidden />
      <p className="mt-3 max-w-md text-slate-600">{empty}</p>
    </div>
  );
}
