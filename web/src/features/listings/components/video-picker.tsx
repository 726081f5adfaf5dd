import { Film, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@web/lib/api-client";
import { uploadVideo } from "../api/upload-video";
import { useMessages } from "@web/i18n/feature-messages";
import { sellingMessages } from "../selling/messages";
import { refuseVideo } from "./file-checks";

/**
 * One optional video: uploaded as soon as it is picked, so the listing only carries its URL. `onBusy` holds the
 * form back while an upload runs: a listing sent meanwhile would go without the video the seller chose.
 */
export function VideoPicker({
  value,
  onChange,
  onBusy,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  onBusy: (busy: boolean) => void;
  error?: string;
}) {
  const t = useMessages(sellingMessages);
  const id = useId();
  const [progress, setProgress] = useState<number | undefined>();
  const upload = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => upload.current?.abort(), []);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refusal = refuseVideo(file, t);
    if (refusal) return toast({ ...refusal, variant: "destructive" });
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    onBusy(true);
    try {
      onChange(await uploadVideo(file, setProgress, controller.signal));
    } catch (err) {
      if (controller.signal.aborted) return;
      const refused = err instanceof ApiRequestError && (err.status === 400 || err.status === 413);
      toast({
        title: refused ? t("listingFiles.invalidFile") : t("listingVideo.uploadFailed"),
        description: serverMessage(err) ?? t("listingVideo.uploadFailedText"),
        variant: "destructive",
      });
    } finally {
      if (upload.current === controller) {
        upload.current = undefined;
        setProgress(undefined);
        onBusy(false);
      }
    }
  }

  const uploading = progress !== undefined;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div>
      <p className="mb-3 text-sm text-slate-500">{t("listingVideo.intro")}</p>
      {uploading ? (
        <div className="rounded-xl border border-slate-200 p-3" role="status" aria-live="polite">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium text-slate-800">{t("listingVideo.uploading", { percent })}</span>
            <button
              type="button"
              onClick={() => upload.current?.abort()}
              className="h-11 px-2 font-semibold text-brand-700 hover:underline"
            >
              {t("shell.cancel")}
            </button>
          </div>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={t("listingVideo.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : value ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <video
            src={value}
            controls
            preload="metadata"
            className="aspect-video w-full rounded-xl bg-slate-900 sm:w-72"
            aria-label={t("listingVideo.label")}
          />
          <div className="flex gap-2">
            <label
              htmlFor={id}
              className="inline-flex h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:border-brand-600"
            >
              {t("listingVideo.replace")}
            </label>
            <button
              type="button"
              onClick={() => onChange(null)}
              className="inline-flex h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-red-700 hover:border-red-600"
            >
              <X className="size-4" aria-hidden /> {t("listingVideo.remove")}
            </button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 px-4 py-5 text-sm font-medium text-slate-600 hover:border-brand-600 hover:text-brand-800"
        >
          <Film className="size-6" aria-hidden />
          {t("listingVideo.add")}
        </label>
      )}
      <input
        id={id}
        type="file"
        accept="video/mp4,video/webm,video/quicktime,video/*"
        className="sr-only"
        onChange={pick}
        disabled={uploading}
      />
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {t.text(error)}
        </p>
      )}
    </div>
  );
}
