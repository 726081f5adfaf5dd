import type { ReactNode } from "react";
import { Link } from "wouter";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

export interface AuthSwitch {
  prompt: string;
  label: string;
  href: string;
}

/** The centred card every sign-in screen sits in: full width on a phone, a narrow column on a desktop. Back to Home always sits below. */
export function AuthCard({ children, switchTo }: { children: ReactNode; switchTo?: AuthSwitch }) {
  const t = useMessages(accountMessages);
  return (
    <div className="min-h-full bg-linear-to-b from-brand-50 to-white px-4 py-8 sm:py-14">
      <div className="mx-auto w-full max-w-md">
        <div className={card("p-5 sm:p-8")}>{children}</div>
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          {switchTo && (
            <p>
              {switchTo.prompt}{" "}
              <Link href={switchTo.href} className="font-semibold text-brand-700 hover:underline">
                {switchTo.label}
              </Link>
            </p>
          )}
          <p>
            <Link href="/" className="font-semibold text-brand-700 hover:underline">
              {t("auth.backHome")}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

export function AuthHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {description && <p className="mt-1.5 text-slate-600">{description}</p>}
    </div>
  );
}
