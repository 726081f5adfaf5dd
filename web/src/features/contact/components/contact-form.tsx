import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactSchema, type ContactInput } from "@contract/contact";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError } from "@web/lib/api-client";
import { useSendContactMessage } from "../api/send-contact-message";

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-500 aria-invalid:ring-red-100";

function Field({ id, label, error, children }: { id: string; label: string; error?: FieldError; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error?.message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The server's own explanation (a 4xx such as a rate limit), never a network or gateway error text. */
function serverMessage(err: Error) {
  return err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.message ? err.message : undefined;
}

export function ContactForm() {
  const [sentMessage, setSentMessage] = useState<string>();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: { name: "", email: "", phone: "", subject: "", message: "" } });

  const onSubmit = handleSubmit((values) => {
    setSentMessage(undefined);
    send.mutate(values, {
      onSuccess: (res) => {
        const message = res?.message || CONTACT_MESSAGES.success;
        toast({ title: "Message sent", description: message, variant: "success" });
        setSentMessage(message);
        reset();
      },
      onError: (err) => toast({ title: "Error", description: serverMessage(err) ?? CONTACT_MESSAGES.failure, variant: "destructive" }),
    });
  });

  const a11y = (name: keyof ContactInput) => ({ "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `contact-${name}-error` : undefined });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Full Name" error={errors.name}>
          <input id="contact-name" autoComplete="name" maxLength={CONTACT_LIMITS.name} className={inputClass} {...a11y("name")} {...register("name")} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email}>
          <input id="contact-email" type="email" autoComplete="email" className={inputClass} {...a11y("email")} {...register("email")} />
        </Field>
        <Field id="contact-phone" label="Phone" error={errors.phone}>
          <input id="contact-phone" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} placeholder="10-digit mobile number" className={inputClass} {...a11y("phone")} {...register("phone")} />
        </Field>
        <Field id="contact-subject" label="Subject" error={errors.subject}>
          <input id="contact-subject" maxLength={CONTACT_LIMITS.subject} className={inputClass} {...a11y("subject")} {...register("subject")} />
        </Field>
      </div>
      <Field id="contact-message" label="Message" error={errors.message}>
        <textarea id="contact-message" rows={6} maxLength={CONTACT_LIMITS.message} placeholder="Tell us how we can help. Include your order number if it is about an order." className={inputClass} {...a11y("message")} {...register("message")} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
      {sentMessage && (
        <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900" role="status">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          <div className="text-sm leading-6">
            <p className="font-semibold">Message sent</p>
            <p>{sentMessage}</p>
          </div>
        </div>
      )}
    </form>
  );
}
