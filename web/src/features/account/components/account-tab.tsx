import { ChevronRight, Wallet } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "@contract/auth";
import { BankAccountList, TaxIdCard } from "@web/features/payouts";
import { DataRightsCard } from "./data-rights-card";
import { NotificationsCard } from "./notifications-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { SessionsCard } from "./sessions-card";
import { WhatsAppCard } from "./whatsapp-card";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

export function AccountTab({ user }: { user: PublicUser }) {
  const t = useMessages(accountMessages);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="grid gap-6">
        <ProfileCard user={user} />
        <WhatsAppCard />
        <NotificationsCard />
        <PasswordCard />
      </div>
      <div className="grid gap-6">
        <SessionsCard />
        {user.role !== "buyer" && (
          <Link href="/account/payouts" className={card("flex items-center gap-3 p-5 hover:bg-slate-50")}>
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Wallet className="size-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-lg font-bold text-slate-900">{t("account.payouts")}</span>
              <span className="block text-sm text-slate-600">{t("account.payoutsText")}</span>
            </span>
            <ChevronRight className="size-5 text-slate-400" aria-hidden />
          </Link>
        )}
        <BankAccountList userId={user.id} />
        <TaxIdCard />
        <DataRightsCard />
      </div>
    </div>
  );
}
