import { zodResolver } from "@hookform/resolvers/zod";
import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { X } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  ACCOUNT_TYPES,
  BANK_MESSAGES,
  createBankAccountSchema,
  INDIAN_BANKS,
  type BankAccount,
} from "@contract/bank-accounts";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { useAddBankAccount } from "@web/lib/api/add-bank-account";
import { useMessages } from "@web/i18n/feature-messages";
import { payoutMessages } from "../messages";
import { payoutText } from "../payout-words";

const formSchema = z
  .object({
    accountHolderName: z.string(),
    accountNumber: z.string(),
    confirmAccountNumber: z.string().trim().min(1, { error: BANK_MESSAGES.confirmRequired }),
    ifscCode: z.string(),
    bankChoice: z.string().min(1, { error: BANK_MESSAGES.bankRequired }),
    otherBank: z.string(),
    branchName: z.string(),
    accountType: z.enum(ACCOUNT_TYPES),
  })
  // The contract's rules (and messages) decide; the form only adds the confirmation and the "Other" bank box.
  .transform(({ bankChoice, otherBank, ...rest }, ctx) => {
    const result = createBankAccountSchema.safeParse({
      ...rest,
      bankName: bankChoice === "Other" ? otherBank : bankChoice,
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: issue.path[0] === "bankName" ? ["otherBank"] : issue.path,
      });
    return z.NEVER;
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The bank account form (docs/product.md#listings); on success the caller gets the new account (the picker selects it). */
export function AddBankAccountDialog({
  userId,
  open,
  onOpenChange,
  onAdded,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: (account: BankAccount) => void;
}) {
  const t = useMessages(payoutMessages);
  const add = useAddBankAccount(userId);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      accountHolderName: "",
      accountNumber: "",
      confirmAccountNumber: "",
      ifscCode: "",
      bankChoice: "",
      otherBank: "",
      branchName: "",
      accountType: "savings",
    },
  });
  const bankChoice = useWatch({ control, name: "bankChoice" });
  const err = (name: keyof FormInput | "bankName") =>
    payoutText(t, (errors as Record<string, { message?: string } | undefined>)[name]?.message);

  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (account) => {
        toast({
          title: payoutText(t, BANK_MESSAGES.added),
          description: `${account.bankName} ${account.accountNumber}`,
          variant: "success",
        });
        reset();
        onOpenChange(false);
        onAdded?.(account);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && Array.isArray(error.details)) {
          for (const d of error.details as { field?: string; message: string }[])
            if (d.field)
              setError(d.field === "bankName" ? "otherBank" : (d.field as keyof FormInput), { message: d.message });
        }
        toast({
          title: t("payouts.dialog.error"),
          description: serverMessage(error) ?? t("payouts.dialog.failed"),
          variant: "destructive",
        });
      },
    }),
  );

  const ifsc = register("ifscCode");
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      panelClassName="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-1/2 sm:rounded-2xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <DialogTitle>{t("payouts.bank.add")}</DialogTitle>
          <DialogDescription>{t("payouts.dialog.description")}</DialogDescription>
        </div>
        <DialogClose asChild>
          <Button variant="ghost" size="icon" aria-label={t("payouts.dialog.close")}>
            <X aria-hidden />
          </Button>
        </DialogClose>
      </div>
      {/* The dialog is portalled out of the DOM but not out of React's tree: without stopping it, this submit
          would also reach a form the picker sits in (the listing form), which would then submit with the old account. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
        noValidate
        className="mt-4 space-y-4"
      >
        <FormField id="bank-holder" label={t("payouts.dialog.holder")} error={err("accountHolderName")}>
          <input
            autoComplete="name"
            className={inputClass}
            {...fieldA11y("bank-holder", err("accountHolderName"))}
            {...register("accountHolderName")}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="bank-number" label={t("payouts.dialog.number")} error={err("accountNumber")}>
            <input
              inputMode="numeric"
              autoComplete="off"
              maxLength={18}
              className={inputClass}
              {...fieldA11y("bank-number", err("accountNumber"))}
              {...register("accountNumber")}
            />
          </FormField>
          <FormField id="bank-confirm" label={t("payouts.dialog.confirm")} error={err("confirmAccountNumber")}>
            <input
              inputMode="numeric"
              autoComplete="off"
              maxLength={18}
              onPaste={(e) => e.preventDefault()}
              className={inputClass}
              {...fieldA11y("bank-confirm", err("confirmAccountNumber"))}
              {...register("confirmAccountNumber")}
            />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="bank-ifsc" label={t("payouts.dialog.ifsc")} error={err("ifscCode")}>
            <input
              autoCapitalize="characters"
              maxLength={11}
              placeholder={t("payouts.dialog.ifscPlaceholder")}
              className={`${inputClass} font-mono uppercase`}
              {...fieldA11y("bank-ifsc", err("ifscCode"))}
              {...ifsc}
              onChange={(e) => setValue("ifscCode", e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ""))}
            />
          </FormField>
          <FormField id="bank-type" label={t("payouts.dialog.type")}>
            <select id="bank-type" className={inputClass} {...register("accountType")}>
              <option value="savings">{t("payouts.bank.savings")}</option>
              <option value="current">{t("payouts.bank.current")}</option>
            </select>
          </FormField>
        </div>
        <FormField id="bank-name" label={t("payouts.dialog.bank")} error={err("bankChoice")}>
          <select className={inputClass} {...fieldA11y("bank-name", err("bankChoice"))} {...register("bankChoice")}>
            <option value="">{t("payouts.dialog.selectBank")}</option>
            {INDIAN_BANKS.map((b) => (
              <option key={b} value={b}>
                {b === "Other" ? t("payouts.dialog.other") : b}
              </option>
            ))}
          </select>
        </FormField>
        {bankChoice === "Other" && (
          <FormField id="bank-other" label={t("payouts.dialog.otherBank")} error={err("otherBank") ?? err("bankName")}>
            <input
              className={inputClass}
              {...fieldA11y("bank-other", err("otherBank") ?? err("bankName"))}
              {...register("otherBank")}
            />
          </FormField>
        )}
        <FormField id="bank-branch" label={t("payouts.dialog.branch")}>
          <input id="bank-branch" className={inputClass} {...register("branchName")} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={add.isPending}>
          {add.isPending ? t("payouts.dialog.adding") : t("payouts.bank.add")}
        </Button>
      </form>
    </DialogShell>
  );
}
