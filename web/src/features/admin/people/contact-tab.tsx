import { clsx } from "clsx";
import { Mail, MailOpen, Phone, Reply } from "lucide-react";
import { useState } from "react";
import {
  ADMIN_CONTACT_MESSAGES,
  CONTACT_QUERY_STATUSES,
  type AdminContactQuery,
  type ContactQueryStatus,
} from "@contract/admin-contact";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { formatDateTimeIST } from "@web/lib/format";
import { useContactAction, type ContactAction } from "./api/contact-actions";
import { useContactQueries } from "./api/contact-queries";
import { ContactReplyDialog } from "./contact-reply-dialog";
import { ListStates } from "../common/list-states";
import { StatusBadge } from "../listings/moderation-card";
import { PageLinks, useTabParams } from "../common/page-links";
import { StatusFilter } from "../common/status-filter";

const STATUS_LABELS: Record<ContactQueryStatus, string> = {
  pending: "Pending",
  replied: "Replied",
  resolved: "Resolved",
};
const STATUS_TONES = { pending: "amber", replied: "sky", resolved: "emerald" } as const;

const FAILURES: Record<ContactAction["kind"], string> = {
  read: ADMIN_CONTACT_MESSAGES.markReadFailed,
  status: ADMIN_CONTACT_MESSAGES.statusFailed,
  reply: ADMIN_CONTACT_MESSAGES.replyFailed,
};

/** The server's reason; a reply the mail server refused (502) says so and that nothing was saved. */
const reasonOf = (err: unknown) =>
  err instanceof ApiRequestError && err.code === "MAIL_FAILED"
    ? err.message
    : (serverMessage(err) ?? "Please try again.");

const isStatus = (v: string | null): v is ContactQueryStatus => CONTACT_QUERY_STATUSES.some((s) => s === v);

/** The Contact tab: the public form's queries, unread first; mark read, set a status, reply by mail. */
export function ContactTab() {
  const { params, page, hrefWith } = useTabParams();
  const requested = params.get("status");
  const status = isStatus(requested) ? requested : undefined;
  const query = useContactQueries(status, page);
  const act = useContactAction();
  const [replyTo, setReplyTo] = useState<AdminContactQuery>();

  function run(item: AdminContactQuery, action: ContactAction) {
    act.mutate(
      { id: item.id, action },
      {
        onSuccess: () => {
          if (action.kind === "reply") {
            toast({
              title: ADMIN_CONTACT_MESSAGES.replySent,
              description: `Mailed to ${item.email}`,
              variant: "success",
            });
            setReplyTo(undefined);
          }
        },
        onError: (err) => toast({ title: FAILURES[action.kind], description: reasonOf(err), variant: "destructive" }),
      },
    );
  }
  const busy = (id: string) => act.isPending && act.variables?.id === id;

  return (
    <>
      <StatusFilter
        options={[undefined, ...CONTACT_QUERY_STATUSES].map((s) => ({ value: s, label: s ? STATUS_LABELS[s] : "All" }))}
        current={status}
        hrefFor={(s) => hrefWith({ status: s })}
      />
      <ListStates
        query={query}
        empty={status ? `No ${STATUS_LABELS[status].toLowerCase()} queries.` : "No contact queries yet."}
        failure={ADMIN_CONTACT_MESSAGES.fetchFailed}
      >
        {(items) =>
          items.map((item) => (
            <article
              key={item.id}
              aria-label={`Query from ${item.name}: ${item.subject}`}
              className={clsx(
                "rounded-2xl border bg-white p-4 shadow-sm",
                item.isRead ? "border-slate-200" : "border-brand-300 ring-1 ring-brand-200",
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
                  {!item.isRead && <span className="sr-only">Unread: </span>}
                  {item.subject}
                </h3>
                <div className="flex flex-wrap gap-1.5">
                  {item.grievance && <StatusBadge tone="amber">Grievance</StatusBadge>}
                  {!item.isRead && <StatusBadge tone="amber">Unread</StatusBadge>}
                  <StatusBadge tone={STATUS_TONES[item.status]}>{STATUS_LABELS[item.status]}</StatusBadge>
                </div>
              </div>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">{item.name}</span>
                <a
                  href={`mailto:${item.email}`}
                  className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
                >
                  <Mail className="size-4" aria-hidden /> {item.email}
                </a>
                <a
                  href={`tel:+91${item.phone}`}
                  className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                >
                  <Phone className="size-4" aria-hidden /> {item.phone}
                </a>
                <span>{formatDateTimeIST(item.createdAt)}</span>
              </p>
              {item.grievance && (
                <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  <span className="font-semibold">Grievance {item.grievance.reference}</span> · acknowledge by{" "}
                  {formatDateTimeIST(item.grievance.acknowledgeBy)} · resolve by{" "}
                  {formatDateTimeIST(item.grievance.resolveBy)}
                </p>
              )}
              <p className="mt-3 whitespace-pre-line break-words text-slate-800">{item.message}</p>
              {item.replies.length > 0 && (
                <ol className="mt-3 space-y-2" aria-label="Replies sent">
                  {item.replies.map((r) => (
                    <li key={r.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                      <p className="text-slate-500">
                        Reply by {r.adminName ?? "a former admin"} · {formatDateTimeIST(r.createdAt)}
                      </p>
                      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{r.message}</p>
                    </li>
                  ))}
                </ol>
              )}
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <Button size="sm" disabled={busy(item.id)} onClick={() => setReplyTo(item)}>
                  <Reply aria-hidden /> Reply
                </Button>
                {!item.isRead && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy(item.id)}
                    onClick={() => run(item, { kind: "read" })}
                  >
                    <MailOpen aria-hidden /> Mark read
                  </Button>
                )}
                <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
                  Status
                  <select
                    value={item.status}
                    disabled={busy(item.id)}
                    onChange={(e) => run(item, { kind: "status", status: e.target.value as ContactQueryStatus })}
                    className={clsx(inputClass, "h-11 w-auto py-0")}
                  >
                    {CONTACT_QUERY_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </article>
          ))
        }
      </ListStates>
      <PageLinks label="Contact query pages" shown={query.data?.length ?? 0} />
      <ContactReplyDialog
        query={replyTo}
        busy={act.isPending}
        onClose={() => setReplyTo(undefined)}
        onSend={(message) => replyTo && run(replyTo, { kind: "reply", message })}
      />
    </>
  );
}
