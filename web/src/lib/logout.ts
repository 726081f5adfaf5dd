import { apiRequest } from "./api-client";
import { clearSession } from "./session";

/** Revokes the token on the server, then forgets it here even if the server could not be reached. */
export async function logout() {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } finally {
    clearSession();
  }
}
