import { useT } from "@web/i18n/i18n";
import { Search } from "lucide-react";
import { lazyPart } from "@web/lib/lazy-part";
import { HeaderPanelButton } from "./header-panel-button";

const SearchOverlayPanel = lazyPart(() => import("./search-overlay-panel").then((m) => m.SearchOverlayPanel));

/** Phones have no room for a header search box: the icon opens a full-screen search instead. */
export function SearchOverlay() {
  const t = useT();
  return (
    <HeaderPanelButton
      label={t("shell.search")}
      icon={<Search aria-hidden />}
      className="md:hidden"
      Panel={SearchOverlayPanel}
    />
  );
}
