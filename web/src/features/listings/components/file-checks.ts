import { BILL_MAX_BYTES, VIDEO_MAX_BYTES } from "@contract/products";
import type { MessageValues } from "@web/i18n/format-message";

/** A toast for a file the form will not take; undefined when the file is fine. Limits in docs/product.md#limits-and-timings. */
export interface FileRefusal {
  title: string;
  description: string;
}

type Picked = Pick<File, "type" | "size">;

/** The listing form's words for these checks (features/listings/messages `listingFiles.*`). */
type FileCheckKey =
  | "listingFiles.invalidFile"
  | "listingFiles.videoTooBig"
  | "listingFiles.tooLarge"
  | "listingFiles.imageTooBig"
  | "listingFiles.invalidFiles"
  | "listingFiles.skipped"
  | "listingFiles.overLimit"
  | "listingFiles.unreadable";
export type FileCheckWords = (key: FileCheckKey, values?: MessageValues) => string;

/** The English words, for a caller without the page's messages (the unit tests); the form passes its translator. */
const english: FileCheckWords = (key, values = {}) => {
  const names = String(values.names ?? "");
  switch (key) {
    case "listingFiles.invalidFile":
      return "Invalid File";
    case "listingFiles.videoTooBig":
      return "Please select a video file under 50MB.";
    case "listingFiles.tooLarge":
      return "File too large";
    case "listingFiles.imageTooBig":
      return "Please select an image under 5MB.";
    case "listingFiles.invalidFiles":
      return "Invalid Files";
    case "listingFiles.skipped":
      return "Some files were skipped. Only images under 10MB are allowed.";
    case "listingFiles.overLimit":
      return `${names} is over 5MB or not an image.`;
    case "listingFiles.unreadable":
      return `${names} ${values.n === 1 ? "is not a picture we can open" : "are not pictures we can open"}. Choose JPEG, PNG or WebP photos.`;
  }
};

export function refuseVideo(file: Picked, say: FileCheckWords = english): FileRefusal | undefined {
  if (file.type.startsWith("video/") && file.size <= VIDEO_MAX_BYTES) return undefined;
  return { title: say("listingFiles.invalidFile"), description: say("listingFiles.videoTooBig") };
}

export function refuseBillPhoto(file: Picked, say: FileCheckWords = english): FileRefusal | undefined {
  if (file.type.startsWith("image/") && file.size <= BILL_MAX_BYTES) return undefined;
  return { title: say("listingFiles.tooLarge"), description: say("listingFiles.imageTooBig") };
}

/** Photos the picker skipped: the listing form names the rule, the edit form names the files. */
export function refuseSkippedPhotos(
  mode: "create" | "edit",
  skipped: Pick<File, "name">[],
  say: FileCheckWords = english,
): FileRefusal | undefined {
  if (skipped.length === 0) return undefined;
  return mode === "create"
    ? { title: say("listingFiles.invalidFiles"), description: say("listingFiles.skipped") }
    : {
        title: say("listingFiles.invalidFile"),
        description: say("listingFiles.overLimit", { names: skipped.map((f) => f.name).join(", ") }),
      };
}

/** Files named like photos that the browser could not open (a renamed document, a format it cannot draw). */
export function unreadablePhotosMessage(names: string[], say: FileCheckWords = english): string | undefined {
  if (names.length === 0) return undefined;
  return say("listingFiles.unreadable", { names: names.join(", "), n: names.length });
}
