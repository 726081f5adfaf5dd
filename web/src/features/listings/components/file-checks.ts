import { BILL_MAX_BYTES, VIDEO_MAX_BYTES } from "@contract/products";

/** A toast for a file the form will not take; undefined when the file is fine. Limits in docs/product.md#limits-and-timings. */
export interface FileRefusal {
  title: string;
  description: string;
}

type Picked = Pick<File, "type" | "size">;

export function refuseVideo(file: Picked): FileRefusal | undefined {
  if (file.type.startsWith("video/") && file.size <= VIDEO_MAX_BYTES) return undefined;
  return { title: "Invalid File", description: "Please select a video file under 50MB." };
}

export function refuseBillPhoto(file: Picked): FileRefusal | undefined {
  if (file.type.startsWith("image/") && file.size <= BILL_MAX_BYTES) return undefined;
  return { title: "File too large", description: "Please select an image under 5MB." };
}

/** Photos the picker skipped: the listing form names the rule, the edit form names the files. */
export function refuseSkippedPhotos(mode: "create" | "edit", skipped: Pick<File, "name">[]): FileRefusal | undefined {
  if (skipped.length === 0) return undefined;
  return mode === "create"
    ? { title: "Invalid Files", description: "Some files were skipped. Only images under 10MB are allowed." }
    : { title: "Invalid File", description: `${skipped.map((f) => f.name).join(", ")} is over 5MB or not an image.` };
}

/** Files named like photos that the browser could not open (a renamed document, a format it cannot draw). */
export function unreadablePhotosMessage(names: string[]): string | undefined {
  if (names.length === 0) return undefined;
  return `${names.join(", ")} ${names.length === 1 ? "is not a picture we can open" : "are not pictures we can open"}. Choose JPEG, PNG or WebP photos.`;
}
