import { BadgeCheck, CircleAlert, ShieldCheck, ShieldX } from "lucide-react";
import { useLocation } from "wouter";
import { ADMIN_USERS_MESSAGES, type AdminUser } from "@contract/admin-users";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateIST } from "@web/lib/format";
import { useAdminUsers } from "./api/admin-users";
import { useRejectBankAccount } from "../payouts/api/reject-bank-account";
import { useVerifyBankAccount } from "../payouts/api/verify-bank-account";
import { ListStates } from "../common/list-states";
import { StatusBadge } from "../listings/moderation-card";
import { PageLinks, useTabParams } from "../common/page-links";
import { ListSearch } from "../common/list-search";
import { card } from "@web/components/ui/card";

const ROLE_TONES = { admin: "sky", seller: "emerald", buyer: "slate" } as const;

/**
 * The Users tab: find people, see their payout accounts (numbers masked) and verify them; one whose bank holder is
 * not plainly the seller (needs review) is approved or rejected here.
 */
export function UsersTab() {
  const { params, page, hrefWith } = useTabParams();
  const q = params.get("q") ?? "";
  const query = useAdminUsers(q, page);
  const verify = useVerifyBankAccount();
  const reject = useRejectBankAccount();
  const [, navigate] = useLocation();

  function decide(decision: typeof verify | typeof reject, failed: string, user: AdminUser, accountId: string) {
    decision.mutate(accountId, {
      onSuccess: (res) => toast({ title: res.message, description: user.fullName, variant: "success" }),
      onError: (err) =>
        toast({ title: failed, description: serverMessage(err) ?? "Please try again.", variant: "destructive" }),
    });
  }

  return (
    <>
      {/* Keyed by the URL's search, so the box shows it again after Back or a shared link. */}
      <ListSearch
        key={q}
        q={q}
        formLabel="Find people"
        inputLabel="Search users"
        placeholder="Name, username, e-mail or mobile"
        onSearch={(text) => navigate(hrefWith({ q: text || undefined }))}
      />
      <ListStates
        query={query}
        empty={q ? `Nobody matches “${q}”.` : "No users yet."}
        failure={ADMIN_USERS_MESSAGES.fetchFailed}
      >
        {(items) =>
          items.map((user) => (
            <article key={user.id} className={card("p-4")}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold break-words text-slate-900">{user.fullName}</h3>
                  <p className="text-sm text-slate-500">@{user.username}</p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <StatusBadge tone={ROLE_TONES[user.role]}>{user.role}</StatusBadge>
                  {!user.isVerified && <StatusBadge tone="amber">E-mail not verified</StatusBadge>}
                </div>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-slate-500">E-mail</dt>
                <dd className="break-all text-slate-800">{user.email}</dd>
                <dt className="text-slate-500">Mobile</dt>
                <dd className="text-slate-800">
                  {user.mobile} · {user.mobileVerified ? "Verified" : "Not verified"}
                </dd>
                <dt className="text-slate-500">Joined</dt>
                <dd className="text-slate-800">{formatDateIST(user.createdAt)}</dd>
              </dl>
              <h4 className="mt-3 text-sm font-semibold text-slate-700">Bank accounts</h4>
              {user.bankAccounts.length === 0 ? (
                <p className="mt-1 text-sm text-slate-500">No bank account added.</p>
              ) : (
                <ul className="mt-1 space-y-2">
                  {user.bankAccounts.map((account) => (
                    <li
                      key={account.id}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-slate-50 p-3 text-sm"
                    >
                      <span className="font-semibold text-slate-900">{account.bankName}</span>
                      <span className="font-mono text-slate-700">{account.accountNumber}</span>
                      <span className="font-mono text-slate-700">{account.ifscCode}</span>
                      <span className="text-slate-600">
                        {account.accountHolderName} · {account.accountType}
                        {account.isPrimary ? " · primary" : ""}
                      </span>
                      {account.isVerified ? (
                        <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
                          <BadgeCheck className="size-4" aria-hidden /> Verified
                        </span>
                      ) : (
                        <>
                          <span className="inline-flex items-center gap-1 font-semibold text-amber-700">
                            <CircleAlert className="size-4" aria-hidden />{" "}
                            {account.verificationStatus === "needs_review"
                              ? "Needs review"
                              : account.verificationStatus === "failed"
                                ? "Penny drop failed"
                                : account.verificationStatus === "rejected"
                                  ? "Rejected"
                                  : account.verificationStatus === "verifying"
                                    ? "Verifying..."
                                    : "Not verified"}
                          </span>
                          {account.registeredName && (
                            <span className="basis-full text-slate-700">
                              The bank's name: <strong>{account.registeredName}</strong> (seller: {user.fullName};
                              holder typed: {account.accountHolderName})
                            </span>
                          )}
                          <Button
                            size="sm"
                            variant="outline"
                            className="ml-auto"
                            disabled={verify.isPending && verify.variables === account.id}
                            onClick={() => decide(verify, ADMIN_USERS_MESSAGES.verifyFailed, user, account.id)}
                            aria-label={`Verify ${account.bankName} ${account.accountNumber}`}
                          >
                            <ShieldCheck aria-hidden /> Verify
                          </Button>
                          {(account.verificationStatus === "needs_review" ||
                            account.verificationStatus === "unverified") && (
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={reject.isPending && reject.variables === account.id}
                              onClick={() => decide(reject, ADMIN_USERS_MESSAGES.rejectFailed, user, account.id)}
                              aria-label={`Reject ${account.bankName} ${account.accountNumber}`}
                            >
                              <ShieldX aria-hidden /> Reject
                            </Button>
                          )}
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))
        }
      </ListStates>
      <PageLinks label="User pages" shown={query.data?.length ?? 0} />
    </>
  );
}
