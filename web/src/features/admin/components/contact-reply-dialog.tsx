import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState, type FormEvent } from "react";
import { CONTACT_REPLY_MAX, type AdminContactQuery } from "@contract/admin-contact";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";

/** Writes the answer that is mailed to the person who sent the query. */
export function ContactReplyDialog({
  query,
  busy,
  onClose,
  onSend,
}: {
  query: AdminContactQuery | undefined;
  busy: boolean;
  onClose: () => void;
  onSend: (message: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError("Please write a reply");
      return;
    }
    onSend(text.trim());
  }

  return (
    <Dialog.Root
      open={Boolean(query)}
      onOpenChange={(open) => {
        if (open) return;
        setText("");
        setError(undefined);
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">Reply to {query?.name}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
            Mailed to {query?.email}, quoting their message “{query?.subject}”.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <div>
              <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
                Your reply
              </label>
              <textarea
                id={id}
                rows={7}
                maxLength={CONTACT_REPLY_MAX}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(undefined);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
                  {error}
                </p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {busy ? "Sending..." : "Send reply"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
