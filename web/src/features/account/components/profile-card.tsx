import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { updateProfileSchema, type UpdateProfileInput } from "@contract/account";
import type { PublicUser } from "@contract/auth";
import { MobileVerification } from "@web/components/mobile-verification";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { formatDateIST } from "@web/lib/format";
import { useUpdateProfile } from "../api/update-profile";
import { showServerErrors } from "./account-form-errors";
import { EmailChange } from "./email-change";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

function NameForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const t = useMessages(accountMessages);
  const save = useUpdateProfile();
  const { register, handleSubmit, setError, formState } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { fullName: user.fullName },
  });
  const error = formState.errors.fullName?.message;
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (res) => {
        toast({ title: t("account.nameUpdated"), description: res.message, variant: "success" });
        onDone();
      },
      onError: (err) => {
        const message = showServerErrors(err, ["fullName"], setError, t("account.somethingWrong"));
        if (message) toast({ title: t("account.nameNotSaved"), description: message, variant: "destructive" });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 py-3">
      <FormField id="account-full-name" label={t("account.fullName")} error={error}>
        <input
          {...fieldA11y("account-full-name", error)}
          autoComplete="name"
          maxLength={100}
          className={inputClass}
          {...register("fullName")}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("account.saving") : t("account.saveName")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("account.cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The dashboard's Account tab, grown: the name, e-mail and mobile change here (a mobile by a code sent to the new
 * number, which also verifies the current one); the username identifies the account and stays.
 */
export function ProfileCard({ user }: { user: PublicUser }) {
  const t = useMessages(accountMessages);
  const [editing, setEditing] = useState<"name" | "email" | "mobile">();
  // `typed`: the person's own words (name, username, address), kept as typed in every language.
  const row = (
    label: string,
    value: string,
    action?: { label: string; aria: string; onClick: () => void },
    typed = false,
  ) => (
    // A dl holds only dt/dd groups: the button lives in the dd, beside the value it changes.
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[9rem_1fr] sm:items-center">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="flex min-w-0 items-center gap-3">
        <span
          className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere] text-slate-900"
          translate={typed ? "no" : undefined}
        >
          {value}
        </span>
        {action && (
          <Button variant="ghost" size="sm" onClick={action.onClick} aria-label={action.aria}>
            {action.label}
          </Button>
        )}
      </dd>
    </div>
  );
  /** A row being changed: its form stands in the dd, under the same name. */
  const changing = (label: string, form: ReactNode) => (
    <div className="py-3">
      <dt className="sr-only">{label}</dt>
      <dd>{form}</dd>
    </div>
  );
  return (
    <section aria-labelledby="profile-heading" className={card("p-5")}>
      <h2 id="profile-heading" className="text-lg font-bold text-slate-900">
        {t("account.profile")}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        {editing === "name"
          ? changing(t("account.fullName"), <NameForm user={user} onDone={() => setEditing(undefined)} />)
          : row(
              t("account.fullName"),
              user.fullName,
              {
                label: t("account.edit"),
                aria: t("account.editName"),
                onClick: () => setEditing("name"),
              },
              true,
            )}
        {row(t("account.username"), user.username, undefined, true)}
        {editing === "email"
          ? changing(t("account.email"), <EmailChange user={user} onDone={() => setEditing(undefined)} />)
          : row(
              t("account.email"),
              user.email,
              {
                label: t("account.change"),
                aria: t("account.changeEmail"),
                onClick: () => setEditing("email"),
              },
              true,
            )}
        {editing === "mobile"
          ? changing(
              t("account.mobile"),
              <MobileVerification
                mobile={user.mobile}
                onVerified={(updated) => {
                  toast({
                    title: t("account.mobileVerified"),
                    description: t("account.mobileVerifiedText", { mobile: updated.mobile }),
                    variant: "success",
                  });
                  setEditing(undefined);
                }}
                onSkip={() => setEditing(undefined)}
                skipLabel={t("account.cancel")}
              />,
            )
          : row(
              t("account.mobile"),
              `${user.mobile} · ${user.mobileVerified ? t("account.verified") : t("account.notVerified")}`,
              user.mobileVerified
                ? { label: t("account.change"), aria: t("account.changeMobile"), onClick: () => setEditing("mobile") }
                : { label: t("account.verify"), aria: t("account.verifyMobile"), onClick: () => setEditing("mobile") },
            )}
        {row(t("account.memberSince"), formatDateIST(user.createdAt, t.language))}
      </dl>
      <p className="mt-3 text-sm text-slate-500">{t("account.usernameNote")}</p>
    </section>
  );
}
