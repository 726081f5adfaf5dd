import { Compass } from "lucide-react";
import { Link } from "wouter";
import { BRAND } from "@contract/brand";
import { Button } from "@web/components/ui/button";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center md:py-28">
      <title>{`Page not found · ${BRAND.name}`}</title>
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-slate-600">
        The page you are looking for does not exist or may have moved. Let's get you back to something good.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link href="/">Go Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/browse">Browse Products</Link>
        </Button>
      </div>
    </section>
  );
}
