import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";

/**
 * A refusal the server tied to a field (`details: [{ field, message }]`) goes under that field; anything else is
 * answered with the returned text (or `fallback`, in the page's language), for a toast.
 */
export function showServerErrors<T extends FieldValues>(
  err: unknown,
  fields: Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
) {
  const details = err instanceof ApiRequestError && Array.isArray(err.details) ? err.details : [];
  let placed = false;
  for (const d of details as { field?: string; message?: string }[]) {
    const field = fields.find((f) => f === d.field);
    if (field && d.message) {
      setError(field, { type: "server", message: d.message });
      placed = true;
    }
  }
  const detail = err instanceof ApiRequestError && !Array.isArray(err.details) ? err.details : undefined;
  const field = fields.find((f) => f === (detail as { field?: string } | undefined)?.field);
  if (field) {
    setError(field, { type: "server", message: serverMessage(err) ?? "" });
    placed = true;
  }
  return placed ? undefined : (serverMessage(err) ?? fallback);
}
