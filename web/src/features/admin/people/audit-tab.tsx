import { X } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "wouter";
import { ADMIN_OVERVIEW_MESSAGES, AUDIT_ACTION_LABELS } from "@contract/admin-overview";
import { FormField, inputClass } from "@web/components/ui/form-field";
import { formatDateTimeIST } from "@web/lib/format";
import { useAuditLog } from "./api/audit-log";
import { ListStates } from "../common/list-states";
import { PageLinks, useTabParams } from "../common/page-links";
import { card } from "@web/components/ui/card";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Audit log: who did what to which record, newest first; filter by action or by one admin. */
export function AuditTab() {
  const { params, page, hrefWith } = useTabParams();
  const action = params.get("action") ?? undefined;
  const requestedActor = params.get("actor");
  const actorId = requestedActor && UUID.test(requestedActor) ? requestedActor : undefined;
  const query = useAuditLog({ action, actorId }, page);
  const [, navigate] = useLocation();
  const actionId = useId();
  const actorName = query.data?.find((e) => e.adminId === actorId)?.adminName;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <FormField id={actionId} label="Action">
          <select
            id={actionId}
            value={action ?? ""}
            onChange={(e) => navigate(hrefWith({ action: e.target.value || undefined }))}
            className={`${inputClass} h-11 py-0`}
          >
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        {actorId && (
          <Link
            href={hrefWith({ actor: undefined })}
            className="inline-flex h-11 items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-4 text-sm font-semibold text-brand-800"
          >
            By {actorName ?? "one admin"} <X className="size-4" aria-label="Show every admin" />
          </Link>
        )}
      </div>
      <ListStates query={query} empty="No audit entries match." failure={ADMIN_OVERVIEW_MESSAGES.auditFailed}>
        {(items) => (
          <ol className={card("divide-y divide-slate-200 overflow-hidden")}>
            {items.map((entry) => (
              <li key={entry.id} className="p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="font-semibold text-slate-900">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</p>
                  <time dateTime={entry.createdAt} className="text-slate-500">
                    {formatDateTimeIST(entry.createdAt)}
                  </time>
                </div>
                <p className="mt-0.5 text-slate-600">
                  by{" "}
                  {entry.adminId ? (
                    <Link
                      href={hrefWith({ actor: entry.adminId })}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {entry.adminName ?? "an admin"}
                    </Link>
                  ) : (
                    "a removed admin"
                  )}{" "}
                  {entry.entityLabel && (
                    <>
                      {" "}
                      · <span className="font-medium break-words text-slate-800">{entry.entityLabel}</span>
                    </>
                  )}
                </p>
                {entry.detailsText && <p className="mt-1 break-words text-slate-500">{entry.detailsText}</p>}
              </li>
            ))}
          </ol>
        )}
      </ListStates>
      <PageLinks label="Audit log pages" shown={query.data?.length ?? 0} />
    </>
  );
}
