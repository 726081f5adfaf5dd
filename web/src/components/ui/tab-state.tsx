import { EmptyState, ErrorState, LoadingState } from "@web/components/ui/states";

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
  if (loading)
    return <LoadingState layout="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3" block="h-72" />;
  if (error) return <ErrorState title={error} onRetry={onRetry} />;
  return (
    <EmptyState>
      <p className="mt-3 max-w-md text-slate-600">{empty}</p>
    </EmptyState>
  );
}
