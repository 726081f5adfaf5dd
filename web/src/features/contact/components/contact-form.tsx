import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CONTACT_LIMITS, contactSchema, type ContactInput } from "@contract/contact";
import { Button } from "@web/components/ui/button";
import { FormField as Field, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useSession } from "@web/lib/session";
import { contactDefaults } from "./contact-defaults";
import { useSendContactMessage } from "../api/send-contact-message";
import { useMessages } from "@web/i18n/feature-messages";
import { contactMessages } from "../messages";

/** Keyed by the signed-in person's id where it is used, so signing in or out elsewhere refills it. */
export function ContactForm() {
  const t = useMessages(contactMessages);
  const [sentMessage, setSentMessage] = useState<string>();
  const send = useSendContactMessage();
  const session = useSession();
  const user = session.status === "signed-out" ? undefined : session.user;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactDefaults(user),
  });

  const onSubmit = handleSubmit((values) => {
    setSentMessage(undefined);
    send.mutate(values, {
      onSuccess: (res) => {
        const message = res?.message || t("contact.sentText");
        toast({ title: t("contact.sent"), description: message, variant: "success" });
        setSentMessage(message);
        reset(contactDefaults(user));
      },
      onError: (err) =>
        toast({
          title: t("contact.error"),
          description: serverMessage(err) ?? t("contact.failed"),
          variant: "destructive",
        }),
    });
  });

  const a11y = (name: keyof ContactInput) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={t("contact.name")} error={errors.name?.message}>
          <input
            id="contact-name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            className={inputClass}
            {...a11y("name")}
            {...register("name")}
          />
        </Field>
        <Field id="contact-email" label={t("contact.email")} error={errors.email?.message}>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            className={inputClass}
            {...a11y("email")}
            {...register("email")}
          />
        </Field>
        <Field id="contact-phone" label={t("contact.phone")} error={errors.phone?.message}>
          <input
            id="contact-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder={t("contact.phonePlaceholder")}
            className={inputClass}
            {...a11y("phone")}
            {...register("phone")}
          />
        </Field>
        <Field id="contact-subject" label={t("contact.subject")} error={errors.subject?.message}>
          <input
            id="contact-subject"
            maxLength={CONTACT_LIMITS.subject}
            className={inputClass}
            {...a11y("subject")}
            {...register("subject")}
          />
        </Field>
      </div>
      <Field id="contact-message" label={t("contact.message")} error={errors.message?.message}>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder={t("contact.messagePlaceholder")}
          className={inputClass}
          {...a11y("message")}
          {...register("message")}
        />
      </Field>
      <label className="flex items-start gap-3 text-sm leading-6 text-slate-700">
        <input type="checkbox" className="mt-1 size-4 shrink-0 accent-brand-600" {...register("grievance")} />
        <span>
          <span className="font-semibold text-slate-900">{t("contact.grievance")}</span>
          {t("contact.grievanceText")}
        </span>
      </label>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? t("contact.sending") : t("contact.send")}
      </Button>
      {sentMessage && (
        <div
          className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
          role="status"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          <div className="text-sm leading-6">
            <p className="font-semibold">{t("contact.sent")}</p>
            <p>{t.text(sentMessage)}</p>
          </div>
        </div>
      )}
    </form>
  );
}
