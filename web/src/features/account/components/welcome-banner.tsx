import type { PublicUser } from "@contract/auth";
import { displayName } from "@web/lib/session";

/**
 * The dashboard banner: the subtitle follows the role chosen at registration. It greets without "back": the
 * dashboard is also the first page a person sees once registered.
 */
export function WelcomeBanner({ user }: { user: PublicUser }) {
  const subtitle =
    user.role === "seller"
      ? "Manage your products and track your sales."
      : "Track your orders and discover great pre-owned finds.";
  return (
    <section className="rounded-2xl bg-linear-to-br from-brand-800 to-brand-700 px-5 py-6 text-white sm:px-8 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome, {displayName(user)}!</h1>
      <p className="mt-1 text-brand-50/90">{subtitle}</p>
    </section>
  );
}
