import { useT } from "@web/i18n/i18n";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { SearchForm } from "./search-form";
import { SearchStart } from "./search-start";
import type { HeaderPanelProps } from "./header-panel-button";

/** Mounted while the overlay is open, so each opening starts with nothing typed. */
function OverlayBody({ close }: { close: () => void }) {
  const t = useT();
  const [typed, setTyped] = useState("");
  return (
    <>
      <div className="flex h-14 items-center gap-2 border-b border-slate-200 px-3">
        <SearchForm autoFocus onSearch={close} onTextChange={setTyped} />
        <Dialog.Close asChild>
          <Button variant="ghost" size="sm">
            {t("shell.cancel")}
          </Button>
        </Dialog.Close>
      </div>
      {typed.trim() === "" && <SearchStart onPick={close} />}
    </>
  );
}

/** The full-screen search, loaded the first time it opens (decision 0028); SearchOverlay is its button. */
export function SearchOverlayPanel({ open, setOpen, returnFocus }: HeaderPanelProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-0 z-50 bg-white pt-[env(safe-area-inset-top)]"
        >
          <Dialog.Title className="sr-only">{t("shell.searchProducts")}</Dialog.Title>
          <OverlayBody close={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
