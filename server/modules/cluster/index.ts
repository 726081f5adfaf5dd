/** What several app instances share beyond the data itself: rate-limit counts, installation secrets. */
export { registerSharedRateLimits } from "./rate-limits";
export { sweepRateLimitCounters } from "./rate-limit-store";
export { checkDataEncryptionKey, sharedSecrets } from "./installation-secrets";
