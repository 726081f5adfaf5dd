import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";

/** docs/product.md#pages: the listing and edit forms lead back to the dashboard. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
    >
      <ArrowLeft className="size-4" aria-hidden /> {label}
    </Link>
  );
}
