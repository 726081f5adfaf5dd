import { useT } from "@web/i18n/i18n";
import { Menu } from "lucide-react";
import { lazyPart } from "@web/lib/lazy-part";
import { HeaderPanelButton } from "./header-panel-button";

const SideMenuPanel = lazyPart(() => import("./side-menu-panel").then((m) => m.SideMenuPanel));

/** The header's menu button; closing the menu returns focus to it. */
export function SideMenu() {
  const t = useT();
  return <HeaderPanelButton label={t("shell.openMenu")} icon={<Menu aria-hidden />} Panel={SideMenuPanel} />;
}
