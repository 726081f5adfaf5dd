import { apiRequest } from "./api-client";
import { forgetBrowsing } from "./forget-browsing";
import { clearSession } from "./session";

/**
 * Revokes the token on the server, then forgets it here even if the server could not be reached, and with it what
 * this person looked at on this device (saved pages, their data and photos, recent searches).
 */
export async function logout() {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } finally {
    clearSession();
    await forgetBrowsing();
  }
}
