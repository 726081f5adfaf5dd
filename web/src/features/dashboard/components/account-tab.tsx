import type { PublicUser } from "@contract/auth";
import { BankAccountList } from "@web/components/bank-accounts/bank-account-list";
import { ProfileCard } from "./profile-card";

export function AccountTab({ user }: { user: PublicUser }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileCard user={user} />
      <BankAccountList userId={user.id} />
    </div>
  );
}
