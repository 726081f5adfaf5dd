import { ImagePlus, Star, X } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { imageVariantUrl } from "@contract/media";
import { MAX_IMAGES, PRODUCT_MESSAGES } from "@contract/products";
import { toast } from "@web/components/ui/use-toast";
import { downscaleImage, UnreadableImageError } from "@web/lib/downscale-image";
import { useMessages } from "@web/i18n/feature-messages";
import { sellingMessages } from "../selling/messages";
import { refuseSkippedPhotos, unreadablePhotosMessage } from "./file-checks";

/** A stored photo keeps its URL; a new one travels as a data-URL. Order matters: the first is the cover. */
export type PickedImage = { kind: "stored"; url: string } | { kind: "new"; dataUrl: string; name: string };
const imageSrc = (img: PickedImage) => (img.kind === "stored" ? imageVariantUrl(img.url, "thumb") : img.dataUrl);

const MB = 1024 * 1024;

/** Up to 5 photos with previews, remove, and "make cover". Limits for listing and edit: docs/product.md#listings. */
export function ImagePicker({
  images,
  onChange,
  mode,
  error,
}: {
  images: PickedImage[];
  onChange: (next: PickedImage[]) => void;
  mode: "create" | "edit";
  error?: string;
}) {
  const t = useMessages(sellingMessages);
  const id = useId();
  const [busy, setBusy] = useState(false);
  /** Why the last picked files were left out; shown at the field until the next pick. */
  const [refused, setRefused] = useState<string>();
  const shownError = refused ?? (error === undefined ? undefined : t.text(error));
  const maxBytes = mode === "create" ? 10 * MB : 5 * MB;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (!files.length) return;
    const room = MAX_IMAGES - images.length;
    if (files.length > room)
      toast({
        title: t("listingPhotos.tooMany"),
        description: t.text(PRODUCT_MESSAGES.tooManyImages),
        variant: "destructive",
      });
    const accepted: File[] = [];
    const skipped: File[] = [];
    for (const file of files.slice(0, Math.max(0, room)))
      (file.type.startsWith("image/") && file.size <= maxBytes ? accepted : skipped).push(file);
    const refusal = refuseSkippedPhotos(mode, skipped, t);
    if (refusal) toast({ ...refusal, variant: "destructive" });
    if (!accepted.length) return;
    setBusy(true);
    const added: PickedImage[] = [];
    const unreadable: string[] = [];
    try {
      for (const file of accepted) {
        try {
          added.push({ kind: "new", dataUrl: await downscaleImage(file), name: file.name });
        } catch (err) {
          if (!(err instanceof UnreadableImageError)) throw err;
          unreadable.push(file.name);
        }
      }
    } catch {
      toast({
        title: t("listingFiles.invalidFile"),
        description: t("listingPhotos.readFailed"),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
    setRefused(unreadablePhotosMessage(unreadable, t));
    if (added.length) onChange([...images, ...added]);
  }

  const move = (i: number) => onChange([images[i]!, ...images.filter((_, j) => j !== i)]);
  const remove = (i: number) => onChange(images.filter((_, j) => j !== i));

  return (
    <div>
      <p className="mb-3 text-sm text-slate-500">
        {t("listingPhotos.intro", { max: MAX_IMAGES, mb: mode === "create" ? 10 : 5 })}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {images.map((img, i) => (
          <li
            key={img.kind === "stored" ? img.url : img.dataUrl.slice(-64) + i}
            className="relative aspect-square overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200"
          >
            <img src={imageSrc(img)} alt={t("listingPhotos.alt", { n: i + 1 })} className="size-full object-cover" />
            {i === 0 ? (
              <span className="absolute bottom-1 left-1 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
                {t("listingPhotos.cover")}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => move(i)}
                aria-label={t("listingPhotos.makeCover", { n: i + 1 })}
                className="absolute bottom-1 left-1 grid size-8 place-items-center rounded-full bg-white/90 text-slate-700 shadow"
              >
                <Star className="size-4" aria-hidden />
              </button>
            )}
            <button
              type="button"
              onClick={() => remove(i)}
              aria-label={t("listingPhotos.remove", { n: i + 1 })}
              className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-white/90 text-slate-700 shadow"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
        {images.length < MAX_IMAGES && (
          <li>
            <label
              htmlFor={id}
              className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 text-sm font-medium text-slate-600 hover:border-brand-600 hover:text-brand-800"
            >
              <ImagePlus className="size-6" aria-hidden />
              {busy ? t("listingPhotos.preparing") : t("listingPhotos.add")}
            </label>
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/*"
              multiple
              className="sr-only"
              onChange={add}
              disabled={busy}
              aria-describedby={shownError ? `${id}-error` : undefined}
              aria-invalid={shownError ? true : undefined}
            />
          </li>
        )}
      </ul>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {shownError}
        </p>
      )}
    </div>
  );
}
