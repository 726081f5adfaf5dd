import { CONTACT_REPLY_MAX, type AdminContactQuery } from "@contract/admin-contact";
import { TextPromptDialog } from "../common/text-prompt-dialog";

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
  const prompt = query && {
    title: `Reply to ${query.name}`,
    description: `Mailed to ${query.email}, quoting their message “${query.subject}”.`,
    label: "Your reply",
    confirmLabel: "Send reply",
    busyLabel: "Sending...",
    requiredMessage: "Please write a reply",
    maxLength: CONTACT_REPLY_MAX,
    multiline: true,
    rows: 7,
    onConfirm: onSend,
  };
  return <TextPromptDialog prompt={prompt} busy={busy} onClose={onClose} />;
}
