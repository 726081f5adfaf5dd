import { Menu } from "lucide-react";
import { lazyPart } from "@web/lib/lazy-part";
import { HeaderPanelButton } from "./header-panel-button";

const SideMenuPanel = lazyPart(() => import("./side-menu-panel").then((m) => m.SideMenuPanel));

/** The header's menu button; closing the menu returns focus to it. */
export function SideMenu() {
  return <HeaderPanelButton label="Open menu" icon={<Menu aria-hidden />} Panel={SideMenuPanel} />;
}
