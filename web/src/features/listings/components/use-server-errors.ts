import { useState } from "react";
import { ApiRequestError } from "@web/lib/api-client";

/** Field errors from a 400 (`details[].field`) so they show beside the field they concern. */
export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  function take(err: unknown) {
    const details =
      err instanceof ApiRequestError && Array.isArray(err.details)
        ? (err.details as { field?: string; message: string }[])
        : [];
    const mapped: Record<string, string> = {};
    for (const d of details) {
      // An offer rule sent with the listing is named offerRules.<rule>: the form has the rule as a field of its own.
      const field = d.field?.startsWith("offerRules.") ? d.field.split(".")[1] : d.field?.split(".")[0];
      if (!field) continue;
      mapped[field === "selectedBankAccountId" ? "bank" : field.startsWith("images") ? "images" : field] = d.message;
    }
    setErrors(mapped);
  }
  return { errors, take, clear: () => setErrors({}) };
}
