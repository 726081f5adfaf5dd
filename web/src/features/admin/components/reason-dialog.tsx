import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";

export interface ReasonRequest {
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  /** A reject or an edit request must say why; delist and delete may. */
  required: boolean;
  destructive?: boolean;
  onConfirm: (text: string) => void;
}

/** Asks the admin for the reason the seller will read in their notification. */
export function ReasonDialog({
  request,
  busy,
  onClose,
}: {
  request: ReasonRequest | undefined;
  busy: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    if (request.required && !text.trim()) {
      setError("Please write a reason: the seller sees it.");
      return;
    }
    request.onConfirm(text.trim());
  }

  return (
    <Dialog.Root
      open={Boolean(request)}
      onOpenChange={(open) => {
        if (open) return;
        setText("");
        setError(undefined);
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">{request?.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{request?.description}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <div>
              <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {request?.label}
                {request && !request.required && <span className="font-normal text-slate-500"> (optional)</span>}
              </label>
              <textarea
                id={id}
                rows={4}
                maxLength={1000}
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
              <Button
                type="submit"
                disabled={busy}
                className={request?.destructive ? "bg-red-600 hover:bg-red-700" : undefined}
              >
                {busy ? "Working..." : request?.confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
