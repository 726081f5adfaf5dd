import { AppError, badRequest } from "./errors";

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[\w.+-]+)*);base64,/i;

/**
 * Decodes a base64 data-URL (the listing API's upload format). The declared MIME type is not trusted: callers
 * check the content. The size is checked before decoding so a huge string never becomes a huge buffer.
 */
export function decodeDataUrl(input: string, { maxBytes, label }: { maxBytes: number; label: string }): Buffer {
  const head = DATA_URL.exec(input.slice(0, 200));
  if (!head) throw badRequest(`${label} is not a valid upload: send the file as a base64 data-URL`);
  const payload = input.slice(head[0].length);
  const approxBytes = Math.floor((payload.length * 3) / 4);
  const mb = Math.round(maxBytes / (1024 * 1024));
  if (approxBytes > maxBytes + 3) throw new AppError(413, "FILE_TOO_LARGE", `${label} is over ${mb}MB`);
  if (payload.length === 0 || payload.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    throw badRequest(`${label} is not a valid upload: its data is not base64`);
  }
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length > maxBytes) throw new AppError(413, "FILE_TOO_LARGE", `${label} is over ${mb}MB`);
  return bytes;
}
