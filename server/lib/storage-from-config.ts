import type { Config } from "../config";
import { createS3Storage } from "./s3-storage";
import { createLocalStorage, type Storage } from "./storage";

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function storageFromConfig(config: Pick<Config, "s3" | "uploadsDir" | "uploadsPublicUrl">): Storage {
  const publicUrl = config.uploadsPublicUrl;
  return config.s3
    ? createS3Storage({ ...config.s3, publicUrl })
    : createLocalStorage(config.uploadsDir, { publicUrl });
}
