import * as Dialog from "@radix-ui/react-dialog";
import { LogIn, Mail, Menu, ShoppingBag, UserPlus, X, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import { useRouteScopedOpen } from "./use-route-scoped-open";

// Visitor items of part 1 §2 plus Contact Us; signed-in items join when sessions exist.
const items: { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/browse", label: "Browse Products", icon: ShoppingBag },
  { href: "/login", label: "Login", icon: LogIn },
  { href: "/register", label: "Sign Up", icon: UserPlus },
  { href: "/contact", label: "Contact Us", icon: Mail },
];

export function SideMenu() {
  const [open, setOpen] = useRouteScopedOpen();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white pt-[env(safe-area-inset-top)] shadow-xl transition-transform duration-200 starting:translate-x-full"
        >
          <div className="flex h-14 items-center justify-between border-b border-slate-200 pr-2 pl-5 md:h-16">
            <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <p className="px-5 pt-5 text-sm text-slate-600">Welcome to Dobara. Log in to buy, sell and make offers.</p>
          <nav aria-label="Menu" className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              {items.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  {/* Close explicitly as well: a link to the page already open changes no location. */}
                  <Link
                    href={href}
                    onClick={() => setOpen(false)}
                    className="flex min-h-12 items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <Icon className="size-5 text-brand-700" aria-hidden />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
