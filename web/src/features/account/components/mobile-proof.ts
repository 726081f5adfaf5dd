import { REGISTER_PROOF_MINUTES } from "@contract/mobile";

/**
 * A number proven by a sign-in code that matched no account, handed to the register page in this tab only (never
 * in the address, where history and logs would keep it): the server verifies it there for 15 minutes.
 */
const KEY = "dobara_mobile_proof";

export function keepMobileProof(mobile: string, proof: string) {
  sessionStorage.setItem(KEY, JSON.stringify({ mobile, proof, until: Date.now() + REGISTER_PROOF_MINUTES * 60_000 }));
}

/** The proof for this number, if one is kept and still fresh. */
export function mobileProofFor(mobile: string | undefined): string | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { mobile: string; proof: string; until: number };
    return kept && kept.mobile === mobile && kept.until > Date.now() ? kept.proof : undefined;
  } catch {
    return undefined;
  }
}

export const forgetMobileProof = () => sessionStorage.removeItem(KEY);
