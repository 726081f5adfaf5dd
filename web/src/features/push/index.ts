/** What the app shell uses of push: the prompt, whose code and words load only when a moment to ask comes. */
import { lazyPart } from "@web/lib/lazy-part";

export const PushPrompt = lazyPart(() => import("./components/push-prompt").then((m) => m.PushPrompt));

/** The notification settings ask for push on this phone with the same code as the prompt. */
export { usePushDevice } from "./hooks/use-push-device";
