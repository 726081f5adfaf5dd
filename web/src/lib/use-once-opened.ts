import { useState } from "react";

/**
 * True from the first time `open` is true: a dialog whose code loads lazily is mounted then, and stays mounted so it
 * can close (and animate) like one that was always there. Until then its code is not downloaded (decision 0028).
 */
export function useOnceOpened(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
