import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";

export interface TextPrompt {
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  /** Shown when the admin confirms with nothing written; without it the text is optional. */
  requiredMessage?: string;
  maxLength: number;
  multiline?: boolean;
  /** A red confirm button, for actions that take something away. */
  destructive?: boolean;
  /** Taller box for a letter rather than a note. */
  rows?: number;
  busyLabel?: string;
  onConfirm: (text: string) => void;
}

/**
 * Asks for the one text an action needs: a return's rejection note, a payout's bank reference, the reason a seller
 * reads when a listing is rejected or delisted.
 */
export function TextPromptDialog({
  prompt,
  busy,
  onClose,
}: {
  prompt: TextPrompt | undefined;
  busy: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!prompt) return;
    if (prompt.requiredMessage && !text.trim()) {
      setError(prompt.requiredMessage);
      return;
    }
    prompt.onConfirm(text.trim());
  }

  const field = {
    id,
    maxLength: prompt?.maxLength,
    value: text,
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      setError(undefined);
    },
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: inputClass,
  };

  return (
    <Dialog.Root
      open={Boolean(prompt)}
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
          <Dialog.Title className="text-lg font-bold text-slate-900">{prompt?.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
            {prompt?.description}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <div>
              <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {prompt?.label}
                {prompt && !prompt.requiredMessage && <span className="font-normal text-slate-500"> (optional)</span>}
              </label>
              {prompt?.multiline ? <textarea rows={prompt.rows ?? 4} {...field} /> : <input type="text" {...field} />}
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
                className={prompt?.destructive ? "bg-red-600 hover:bg-red-700" : undefined}
              >
                {busy ? (prompt?.busyLabel ?? "Working...") : prompt?.confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
