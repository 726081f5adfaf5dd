import { ShieldCheck } from "lucide-react";
import { useSession } from "@web/lib/session";

/** /admin-panel and /admin: the moderation tabs arrive with the catalogue. */
export function AdminPanelPage() {
  const session = useSession();
  const name = session.status === "signed-out" ? "" : session.user.fullName;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-white">
          <ShieldCheck className="size-6" aria-hidden />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Panel</h1>
          <p className="text-slate-600">Signed in as {name}</p>
        </div>
      </div>
    </div>
  );
}
