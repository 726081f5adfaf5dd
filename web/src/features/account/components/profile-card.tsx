import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
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

function NameForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const save = useUpdateProfile();
  const { register, handleSubmit, setError, formState } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { fullName: user.fullName },
  });
  const error = formState.errors.fullName?.message;
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (res) => {
        toast({ title: "Name updated", description: res.message, variant: "success" });
        onDone();
      },
      onError: (err) => {
        const message = showServerErrors(err, ["fullName"], setError);
        if (message) toast({ title: "Could not save your name", description: message, variant: "destructive" });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 py-3">
      <FormField id="account-full-name" label="Full name" error={error}>
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
          {save.isPending ? "Saving..." : "Save name"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
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
  const [editing, setEditing] = useState<"name" | "email" | "mobile">();
  const row = (label: string, value: string, action?: { label: string; onClick: () => void }) => (
    <div className="flex items-center gap-3 py-2.5">
      <div className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[9rem_1fr]">
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{value}</dd>
      </div>
      {action && (
        <Button
          variant="ghost"
          size="sm"
          onClick={action.onClick}
          aria-label={`${action.label} ${label.toLowerCase()}`}
        >
          {action.label}
        </Button>
      )}
    </div>
  );
  return (
    <section aria-labelledby="profile-heading" className={card("p-5")}>
      <h2 id="profile-heading" className="text-lg font-bold text-slate-900">
        Profile
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        {editing === "name" ? (
          <NameForm user={user} onDone={() => setEditing(undefined)} />
        ) : (
          row("Full name", user.fullName, { label: "Edit", onClick: () => setEditing("name") })
        )}
        {row("Username", user.username)}
        {editing === "email" ? (
          <EmailChange user={user} onDone={() => setEditing(undefined)} />
        ) : (
          row("Email", user.email, { label: "Change", onClick: () => setEditing("email") })
        )}
        {editing === "mobile" ? (
          <div className="py-3">
            <MobileVerification
              mobile={user.mobile}
              onVerified={(updated) => {
                toast({
                  title: "Mobile verified",
                  description: `+91 ${updated.mobile} is verified.`,
                  variant: "success",
                });
                setEditing(undefined);
              }}
              onSkip={() => setEditing(undefined)}
              skipLabel="Cancel"
            />
          </div>
        ) : (
          row(
            "Mobile",
            `${user.mobile} · ${user.mobileVerified ? "Verified" : "Not verified"}`,
            user.mobileVerified
              ? { label: "Change", onClick: () => setEditing("mobile") }
              : { label: "Verify", onClick: () => setEditing("mobile") },
          )
        )}
        {row("Member since", formatDateIST(user.createdAt))}
      </dl>
      <p className="mt-3 text-sm text-slate-500">
        Your username identifies your account. To change it, write to us from the Contact page.
      </p>
    </section>
  );
}
