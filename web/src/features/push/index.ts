/**
 * What other parts use of push: the prompt the app shell shows after an action, and the line the notification settings
 * show when this browser gets no push. Both load lazily, with their code and words: this file is in every page's entry,
 * and a hook exported from here would be shared with the account's chunk and split the entry (+1.2 KB gzip measured).
 */
import { lazyPart } from "@web/lib/lazy-part";

export const PushPrompt = lazyPart(() => import("./components/push-prompt").then((m) => m.PushPrompt));

export const PushDeviceNote = lazyPart(() => import("./components/push-device-note").then((m) => m.PushDeviceNote));
