import { ImagePlus, X } from "lucide-react";
import { useId, useState } from "react";
import { RETURN_MAX_PHOTOS } from "@contract/orders";
import { downscaleImage } from "@web/lib/downscale-image";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

/**
 * Photos for a return claim, a seller's note or a dispute: picked from the phone's camera or gallery, drawn at
 * ≤ 2000 px as a listing's are, at most five. The server checks and strips each one; this only saves the upload.
 */
export function ReturnPhotoPicker({
  photos,
  onChange,
  label,
  required = false,
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
  label: string;
  required?: boolean;
}) {
  const t = useMessages(orderMessages);
  const id = useId();
  const [error, setError] = useState<string>();

  async function add(files: FileList | null) {
    if (!files) return;
    const room = RETURN_MAX_PHOTOS - photos.length;
    const picked = [...files].slice(0, room);
    setError(files.length > room ? t("orders.photos.max", { n: RETURN_MAX_PHOTOS }) : undefined);
    const added: string[] = [];
    for (const file of picked) {
      try {
        added.push(await downscaleImage(file));
      } catch (err) {
        // The picture helper's reasons are English; a Hindi page says the same in its words.
        setError(err instanceof Error && t.language === "en" ? err.message : t("orders.photos.unreadable"));
      }
    }
    onChange([...photos, ...added]);
  }

  return (
    <div>
      <p className="mb-2 text-sm font-semibold text-slate-800">
        {required ? t("orders.photos.required", { label }) : t("orders.photos.optional", { label })}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {photos.map((src, i) => (
          <li key={`${i}-${src.slice(-16)}`} className="relative">
            <img
              src={src}
              alt={t("orders.photos.photo", { n: i + 1 })}
              className="size-20 rounded-lg border border-slate-200 object-cover"
            />
            <button
              type="button"
              onClick={() => onChange(photos.filter((_, j) => j !== i))}
              aria-label={t("orders.photos.remove", { n: i + 1 })}
              className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-slate-900 text-white"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
        {photos.length < RETURN_MAX_PHOTOS && (
          <li>
            <label
              htmlFor={id}
              className="grid size-20 cursor-pointer place-items-center rounded-lg border-2 border-dashed border-slate-300 text-slate-600 hover:border-brand-600"
            >
              <ImagePlus className="size-6" aria-hidden />
              <span className="sr-only">{t("orders.photos.add")}</span>
            </label>
            <input
              id={id}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              onChange={(e) => {
                void add(e.target.files);
                e.target.value = "";
              }}
            />
          </li>
        )}
      </ul>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** Stored photos shown small, each a link to its full size. */
export function ReturnPhotos({ photos, label }: { photos: string[]; label: string }) {
  const t = useMessages(orderMessages);
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {photos.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={url.replace(/\/full\.webp$/, "/thumb.webp")}
              alt={t("orders.photos.numbered", { label, n: i + 1 })}
              loading="lazy"
              className="size-20 rounded-lg border border-slate-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
