import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { IMMUTABLE_CACHE, isSafeKey, uploadUrls, type Storage } from "./storage";

export interface S3Settings {
  bucket: string;
  /** For anything but AWS itself (R2, MinIO, Ceph, the test peer); unset, the SDK finds AWS's endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name: MinIO-style endpoints need it. */
  forcePathStyle: boolean;
  /** Where image URLs point (a CDN or the bucket's own URL); unset, the app serves /uploads/{key} itself. */
  publicUrl?: string;
}

/** One stored object, opened for sending: the app streams it at /uploads/{key} when no CDN is set. */
interface StoredObject {
  body: Readable;
  status: 200 | 206;
  contentType?: string;
  contentLength?: number;
  contentRange?: string;
  etag?: string;
  lastModified?: Date;
}

export interface ObjectReader {
  /** Undefined when there is no such object; "not-modified" when its ETag is `ifNoneMatch`; "bad-range" for a range past its end. */
  open(
    key: string,
    request: { range?: string; ifNoneMatch?: string },
  ): Promise<StoredObject | "not-modified" | "bad-range" | undefined>;
}

export type S3Storage = Storage & ObjectReader;

const SAFE_PREFIX = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/i;

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

const checkKey = (key: string) => {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
  return key;
};
const checkPrefix = (prefix: string) => {
  if (!SAFE_PREFIX.test(prefix)) throw new Error(`unsafe storage prefix ${prefix}`);
  return prefix;
};

/** The client and the bucket every call of one store goes to. */
interface BucketClient {
  client: S3Client;
  Bucket: string;
}

function clientFor(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: R2, Ceph and older MinIO refuse the SDK's newer default trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that does not answer must fail the request, not hold it (and /api/ready) for minutes.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
}

/** Every object under a prefix, page by page (a listing answers at most 1,000 keys). */
async function* objectsUnder({ client, Bucket }: BucketClient, prefix: string) {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, at: object.LastModified };
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

async function removeFolder(bucket: BucketClient, prefix: string) {
  const { client, Bucket } = bucket;
  checkPrefix(prefix);
  // Collected first, deleted after: deleting while paging could skip keys on stores that page by offset.
  const keys: { Key: string }[] = [];
  for await (const { key } of objectsUnder(bucket, prefix)) keys.push({ Key: key });
  for (let i = 0; i < keys.length; i += 1000) {
    const Objects = keys.slice(i, i + 1000);
    const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    if (result.Errors?.length) throw new Error(`could not remove ${result.Errors.length} objects under ${prefix}`);
  }
}

async function listFoldersBefore(bucket: BucketClient, prefix: string, depth: number, before: Date) {
  checkPrefix(prefix);
  const base = prefix.split("/").length;
  const newest = new Map<string, number>();
  for await (const { key, at } of objectsUnder(bucket, prefix)) {
    const parts = key.split("/");
    // A folder holds files: the key must go deeper than the folder itself.
    if (parts.length <= base + depth) continue;
    const folder = parts.slice(0, base + depth).join("/");
    if (!SAFE_PREFIX.test(folder)) continue;
    newest.set(folder, Math.max(newest.get(folder) ?? 0, at?.getTime() ?? Date.now()));
  }
  return [...newest].filter(([, at]) => at < before.getTime()).map(([folder]) => folder);
}

async function openObject(
  { client, Bucket }: BucketClient,
  key: string,
  { range, ifNoneMatch }: { range?: string; ifNoneMatch?: string },
): Promise<StoredObject | "not-modified" | "bad-range" | undefined> {
  try {
    const object = await client.send(
      new GetObjectCommand({ Bucket, Key: checkKey(key), Range: range, IfNoneMatch: ifNoneMatch }),
    );
    return {
      body: object.Body as Readable,
      status: object.ContentRange ? 206 : 200,
      contentType: object.ContentType,
      contentLength: object.ContentLength,
      contentRange: object.ContentRange,
      etag: object.ETag,
      lastModified: object.LastModified,
    };
  } catch (err) {
    const status = statusOf(err);
    if (status === 304) return "not-modified";
    if (status === 404) return undefined;
    if (status === 416) return "bad-range";
    throw err;
  }
}

/**
 * Uploads in an S3-compatible bucket, through the same calls as the local store (docs/decisions/0025). There are
 * no folders in a bucket, only keys with slashes: a "folder" is a key prefix, removed object by object, and its
 * age is that of its newest object.
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = clientFor(settings);
  const Bucket = settings.bucket;
  const bucket: BucketClient = { client, Bucket };
  const urls = uploadUrls(settings.publicUrl);

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
      return urls.urlOf(key);
    },
    removeFolder: (prefix) => removeFolder(bucket, prefix),
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (err) {
        if (statusOf(err) === 404) return undefined;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (err) {
        if (statusOf(err) === 404) return false;
        throw err;
      }
    },
    urlOf: urls.urlOf,
    keyOf: urls.keyOf,
    listFoldersBefore: (prefix, depth, before) => listFoldersBefore(bucket, prefix, depth, before),
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    open: (key, request) => openObject(bucket, key, request),
  };
}
