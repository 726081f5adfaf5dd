import { TextPromptDialog } from "./text-prompt-dialog";

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
  const prompt = request && {
    ...request,
    requiredMessage: request.required ? "Please write a reason: the seller sees it." : undefined,
    maxLength: 1000,
    multiline: true,
  };
  return <TextPromptDialog prompt={prompt} busy={busy} onClose={onClose} />;
}
