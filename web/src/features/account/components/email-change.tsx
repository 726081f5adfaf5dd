import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { changeEmailSchema, type ChangeEmailInput } from "@contract/account";
import type { PublicUser } from "@contract/auth";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useConfirmEmailChange, useRequestEmailChange } from "../api/change-email";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { showServerErrors } from "./account-form-errors";
import { richText, slot } from "./rich-text";

/** Two steps: the new address gets a code; the code entered here makes it the account's e-mail. */
export function EmailChange({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const t = useMessages(accountMessages);
  const [sentTo, setSentTo] = useState<string>();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "" },
  });
  const emailError = formState.errors.email?.message;

  const send = (email: string) =>
    request.mutate(
      { email },
      {
        onSuccess: (res) => {
          setSentTo(email);
          toast({ title: t("account.codeSent"), description: res.message, variant: "success" });
        },
        onError: (err) => {
          const message = showServerErrors(err, ["email"], setError, t("account.somethingWrong"));
          if (message) toast({ title: t("account.codeNotSent"), description: message, variant: "destructive" });
        },
      },
    );

  function verify() {
    if (!/^\d{6}$/.test(code)) return setCodeError(t("account.enterCode"));
    setCodeError(undefined);
    confirm.mutate(
      { email: sentTo!, otp: code },
      {
        onSuccess: (res) => {
          toast({ title: t("account.emailChanged"), description: res.message, variant: "success" });
          onDone();
        },
        onError: (err) => setCodeError(serverMessage(err) ?? t("account.checkCode")),
      },
    );
  }

  if (!sentTo)
    return (
      <form onSubmit={handleSubmit((v) => send(v.email))} noValidate className="space-y-3 py-3">
        <FormField
          id="account-new-email"
          label={t("account.newEmail")}
          error={emailError}
          hint={richText(t("account.newEmailHint", { email: slot("email") }), {
            email: <span translate="no">{user.email}</span>,
          })}
        >
          <input
            {...fieldA11y("account-new-email", emailError)}
            type="email"
            autoComplete="email"
            className={inputClass}
            {...register("email")}
          />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? t("account.sending") : t("account.sendCode")}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t("account.cancel")}
          </Button>
        </div>
      </form>
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        verify();
      }}
      noValidate
      className="space-y-3 py-3"
    >
      <FormField
        id="account-email-code"
        label={t("account.code")}
        error={codeError}
        hint={
          <>
            {t("account.sentTo")}{" "}
            <strong className="font-semibold text-slate-700" translate="no">
              {sentTo}
            </strong>
            {t("account.validFor")}
          </>
        }
      >
        <input
          {...fieldA11y("account-email-code", codeError)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          className={`${inputClass} font-mono tracking-[0.3em]`}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending || code.length !== 6}>
          {confirm.isPending ? t("account.confirming") : t("account.confirmEmail")}
        </Button>
        <Button type="button" variant="outline" disabled={request.isPending} onClick={() => send(sentTo)}>
          {t("account.resend")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("account.cancel")}
        </Button>
      </div>
    </form>
  );
}
