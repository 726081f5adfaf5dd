import { ApiRequestError } from "@web/lib/api-client";
import { getToken } from "@web/lib/session";
import { currentLanguage } from "@web/i18n/i18n";

/**
 * Sends the video as the raw file (up to 50 MB is too big for the listing's JSON). XMLHttpRequest rather than
 * fetch: only it reports upload progress, which a seller on a phone connection needs to see.
 */
export function uploadVideo(file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/products/videos");
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    // The page's language, as apiRequest sends it (decision 0046): a refusal comes back in it.
    xhr.setRequestHeader("Accept-Language", currentLanguage());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = safeJson(xhr.responseText);
      if (xhr.status === 201 && typeof body.videoUrl === "string") return resolve(body.videoUrl);
      reject(
        new ApiRequestError(
          xhr.status,
          typeof body.message === "string" ? body.message : `${xhr.status}: ${xhr.statusText}`,
          typeof body.code === "string" ? body.code : undefined,
          body.details,
          body,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiRequestError(0, "Failed to fetch: check your connection and try again."));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
