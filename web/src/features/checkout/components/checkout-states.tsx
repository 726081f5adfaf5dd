import { PackageX } from "lucide-react";
import type { ReactNode } from "react";

/** A checkout page that cannot go on: what is wrong, and the way out. */
export function CheckoutProblem({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <title>{`${title} · Dobara`}</title>
      <span className="grid size-16 place-items-center rounded-full bg-slate-100 text-slate-500">
        <PackageX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** The checkout pages' frame: one narrow column on a phone, the item beside the form on a desktop. */
export function CheckoutFrame({ title, back, children }: { title: string; back: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-4 sm:py-6">
      <title>{`${title} · Dobara`}</title>
      {back}
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
