import type { PublicUser } from "@contract/auth";
import { formatDateIST } from "@web/lib/format";

/** Part 2 Account tab: the profile is read-only here; changes go through support so identity stays verified. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const rows: [string, string][] = [
    ["Full name", user.fullName],
    ["Username", user.username],
    ["Email", user.email],
    ["Mobile", user.mobile],
    ["Member since", formatDateIST(user.createdAt)],
  ];
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="profile-heading" className="text-lg font-bold text-slate-900">
        Profile
      </h2>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 py-2.5 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-500">To change these details, write to us from the Contact page.</p>
    </section>
  );
}
