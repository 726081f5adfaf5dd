/** What several app instances share beyond the data itself: rate-limit counts, limit slots, installation secrets. */
export { registerSharedRateLimits } from "./rate-limits";
export { sweepRateLimitCounters } from "./rate-limit-store";
export { giveBackSlots, slotsUsed, takeSlots, type LimitSlot } from "./limit-slots";
export { checkDataEncryptionKey, sharedSecrets } from "./installation-secrets";
