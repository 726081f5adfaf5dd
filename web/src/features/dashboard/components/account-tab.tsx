import type { PublicUser } from "@contract/auth";
import { BankAccountList } from "@web/components/bank-accounts/bank-account-list";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { SessionsCard } from "./sessions-card";

export function AccountTab({ user }: { user: PublicUser }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="grid gap-6">
        <ProfileCard user={user} />
        <PasswordCard />
      </div>
      <div className="grid gap-6">
        <SessionsCard />
        <BankAccountList userId={user.id} />
      </div>
    </div>
  );
}
