import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { EmptyState, ErrorState, LoadingState } from "@web/components/ui/states";
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

  if (query.isPending) return <LoadingState block="h-40" />;
  if (query.isError) return <ErrorState title={failure} detail={query.error.message} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState>
        <p className="mt-3 text-slate-600">{empty}</p>
      </EmptyState>
    );
  }
  return <div className="space-y-3">{children(query.data)}</div>;
}
