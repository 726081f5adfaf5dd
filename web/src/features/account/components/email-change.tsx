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
import { showServerErrors } from "./account-form-errors";

/** Two steps: the new address gets a code; the code entered here makes it the account's e-mail. */
export function EmailChange({ user, onDone }: { user: PublicUser; onDone: () => void }) {
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
          toast({ title: "Code sent", description: res.message, variant: "success" });
        },
        onError: (err) => {
          const message = showServerErrors(err, ["email"], setError);
          if (message) toast({ title: "Could not send the code", description: message, variant: "destructive" });
        },
      },
    );

  function verify() {
    if (!/^\d{6}$/.test(code)) return setCodeError("Please enter the 6-digit code");
    setCodeError(undefined);
    confirm.mutate(
      { email: sentTo!, otp: code },
      {
        onSuccess: (res) => {
          toast({ title: "Email changed", description: res.message, variant: "success" });
          onDone();
        },
        onError: (err) => setCodeError(serverMessage(err) ?? "Please check your code and try again."),
      },
    );
  }

  if (!sentTo)
    return (
      <form onSubmit={handleSubmit((v) => send(v.email))} noValidate className="space-y-3 py-3">
        <FormField
          id="account-new-email"
          label="New email address"
          error={emailError}
          hint={`Now ${user.email}. We will send a code to the new address to confirm it is yours.`}
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
            {request.isPending ? "Sending..." : "Send code"}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
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
        label="6-digit code"
        error={codeError}
        hint={
          <>
            Sent to <strong className="font-semibold text-slate-700">{sentTo}</strong>. It is valid for 10 minutes.
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
          {confirm.isPending ? "Confirming..." : "Confirm new email"}
        </Button>
        <Button type="button" variant="outline" disabled={request.isPending} onClick={() => send(sentTo)}>
          Resend code
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
