import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { FormField, inputClass } from "@web/components/ui/form-field";

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
    <DialogShell
      open={Boolean(prompt)}
      onOpenChange={(open) => {
        if (open) return;
        setText("");
        setError(undefined);
        onClose();
      }}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      <DialogTitle>{prompt?.title}</DialogTitle>
      <DialogDescription className="mt-1 break-words">{prompt?.description}</DialogDescription>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <FormField
          id={id}
          label={
            <>
              {prompt?.label}
              {prompt && !prompt.requiredMessage && <span className="font-normal text-slate-500"> (optional)</span>}
            </>
          }
          error={error}
        >
          {prompt?.multiline ? <textarea rows={prompt.rows ?? 4} {...field} /> : <input type="text" {...field} />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            disabled={busy}
            className={prompt?.destructive ? "bg-red-600 hover:bg-red-700" : undefined}
          >
            {busy ? (prompt?.busyLabel ?? "Working...") : prompt?.confirmLabel}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
