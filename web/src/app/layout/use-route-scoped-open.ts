import { useState } from "react";
import { useLocation } from "wouter";

/**
 * Open state that belongs to the page it was opened on: any navigation, including the browser's
 * Back button, closes it without an effect watching the location.
 */
export function useRouteScopedOpen() {
  const [location] = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const setOpen = (open: boolean) => setOpenedAt(open ? location : null);
  return [openedAt === location, setOpen] as const;
}
