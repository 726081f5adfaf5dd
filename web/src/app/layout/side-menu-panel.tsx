import * as Dialog from "@radix-ui/react-dialog";
import {
  LayoutDashboard,
  LogIn,
  LogOut,
  Mail,
  PackagePlus,
  ShieldCheck,
  ShoppingBag,
  UserPlus,
  X,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import { logout } from "@web/lib/logout";
import { displayName, useSession } from "@web/lib/session";
import type { HeaderPanelProps } from "./header-panel-button";
import { useT } from "@web/i18n/i18n";
import type { MessageKey } from "@web/i18n/messages/en";
import { LanguageSwitch } from "@web/i18n/language-switch";

interface Item {
  href: string;
  label: MessageKey;
  icon: LucideIcon;
}

/** docs/product.md#pages: logged out the menu lists exactly Browse Products, Login and Sign Up (Contact Us stays in the footer). */
const visitorItems: Item[] = [
  { href: "/browse", label: "shell.browseProducts", icon: ShoppingBag },
  { href: "/login", label: "shell.login", icon: LogIn },
  { href: "/register", label: "shell.signUp", icon: UserPlus },
];

function memberItems(isAdmin: boolean): Item[] {
  return [
    { href: "/browse", label: "shell.browseProducts", icon: ShoppingBag },
    { href: "/dashboard", label: "shell.myAccount", icon: LayoutDashboard },
    { href: "/list-product", label: "shell.listProduct", icon: PackagePlus },
    ...(isAdmin ? [{ href: "/admin-panel", label: "shell.adminPanel" as const, icon: ShieldCheck }] : []),
    { href: "/contact", label: "shell.contactUs", icon: Mail },
  ];
}

const itemClass =
  "flex min-h-12 w-full items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The menu itself, loaded the first time it opens (decision 0028); SideMenu is its button. */
export function SideMenuPanel({ open, setOpen, returnFocus }: HeaderPanelProps) {
  const session = useSession();
  const t = useT();
  const [loggingOut, setLoggingOut] = useState(false);
  const user = session.status === "signed-out" ? undefined : session.user;
  const items = user ? memberItems(user.role === "admin") : visitorItems;

  // docs/product.md#pages: revoke the token, clear storage, reload so no signed-in data stays in memory.
  async function onLogout() {
    setLoggingOut(true);
    await logout().catch(() => undefined);
    window.location.reload();
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white pt-[env(safe-area-inset-top)] shadow-xl transition-transform duration-200 starting:translate-x-full"
        >
          <div className="flex h-14 items-center justify-between border-b border-slate-200 pr-2 pl-5 md:h-16">
            <Dialog.Title className="text-base font-semibold">{t("shell.menu")}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("shell.closeMenu")}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          {user ? (
            <div className="px-5 pt-5">
              <p className="text-lg font-semibold text-slate-900">{t("shell.hello", { name: displayName(user) })}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
            </div>
          ) : (
            <p className="px-5 pt-5 text-sm text-slate-600">{t("shell.welcome")}</p>
          )}
          <nav aria-label={t("shell.menu")} className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              {items.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  {/* Close explicitly as well: a link to the page already open changes no location. */}
                  <Link href={href} onClick={() => setOpen(false)} className={itemClass}>
                    <Icon className="size-5 text-brand-700" aria-hidden />
                    {t(label)}
                  </Link>
                </li>
              ))}
              <li>
                <LanguageSwitch className={itemClass} onDone={() => setOpen(false)} />
              </li>
              {user && (
                <li className="mt-2 border-t border-slate-200 pt-2">
                  <button type="button" onClick={onLogout} disabled={loggingOut} className={itemClass}>
                    <LogOut className="size-5 text-brand-700" aria-hidden />
                    {loggingOut ? t("shell.loggingOut") : t("shell.logout")}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
