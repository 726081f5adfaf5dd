import { Inbox } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";

/**
 * Loading, failure and empty states shared by the admin tabs; renders `children` only with data. `failure` is the
 * text for this list (docs/product.md#messages), shown as its destructive toast and beside the retry button.
 */
export function ListStates<T>({
  query,
  empty,
  failure,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  failure: string;
  children: (items: T[]) => ReactNode;
}) {
  const { isError, errorUpdatedAt, error } = query;
  useEffect(() => {
    if (isError) toast({ title: failure, description: error.message, variant: "destructive" });
  }, [isError, errorUpdatedAt, error, failure]);

  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-900">{failure}</p>
        <p className="mt-1 text-sm text-red-800">{query.error.message}</p>
        <Button variant="outline" className="mt-3" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Inbox className="size-8 text-slate-400" aria-hidden />
        <p className="mt-3 text-slate-600">{empty}</p>
      </div>
    );
  }
  return <div className="space-y-3">{children(query.data)}</div>;
}
