import { AppError, badRequest } from "./errors";
import type { Storage } from "./storage";

export type VideoKind = "mp4" | "webm" | "mov";

const CONTENT_TYPES: Record<VideoKind, string> = { mp4: "video/mp4", webm: "video/webm", mov: "video/quicktime" };

// ISO media files all start with an `ftyp` box; its brand tells a video from HEIC/AVIF pictures, which share the box.
const MP4_BRANDS = /^(iso[2-9m]|isom|mp4[12v]|avc1|dash|M4V[ P]|mmp4|MSNV|3gp[4-9]|3g2[abc]|f4v )$/;
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

/** The container, read from the first bytes; the declared type and file name are never trusted. */
export function sniffVideo(bytes: Buffer): VideoKind | undefined {
  if (bytes.length < 16) return undefined;
  const box = bytes.toString("latin1", 4, 8);
  if (box === "ftyp") {
    const brand = bytes.toString("latin1", 8, 12);
    if (brand === "qt  ") return "mov";
    return MP4_BRANDS.test(brand) ? "mp4" : undefined;
  }
  // EBML header; Matroska and WebM share it, the DocType inside the header tells them apart.
  if (bytes.readUInt32BE(0) === 0x1a45dfa3)
    return bytes.subarray(0, 64).includes("webm", 0, "latin1") ? "webm" : undefined;
  return QUICKTIME_ATOMS.has(box) ? "mov" : undefined;
}

/** A listing video: checked by content and size, stored once as uploaded (no transcoding), answers its URL. */
export async function storeVideo(
  storage: Storage,
  bytes: Buffer,
  { maxBytes, folder, messages }: { maxBytes: number; folder: string; messages: { tooLarge: string; type: string } },
): Promise<string> {
  if (bytes.length > maxBytes) throw new AppError(413, "FILE_TOO_LARGE", messages.tooLarge);
  const kind = sniffVideo(bytes);
  if (!kind) throw badRequest(messages.type);
  return storage.put(`${folder}/video.${kind}`, bytes, CONTENT_TYPES[kind]);
}
