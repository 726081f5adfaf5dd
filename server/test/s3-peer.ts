import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "@20minutes/s3rver";

const PEER_BUCKET = "dobara-test";

/**
 * A real S3 protocol peer for tests (s3rver: the S3 REST API over a temporary folder) on a free local port, with
 * one empty bucket. `env` configures the app for it; `keys()` lists what the bucket holds.
 */
export async function startS3Peer() {
  const directory = await mkdtemp(path.join(tmpdir(), "s3-peer-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    // The SDK signs bucket-level paths with a trailing slash that s3rver leaves out of its own canonical request.
    // Signing is the SDK's business and proven against AWS; what these tests prove is the store's behaviour.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: PEER_BUCKET }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any credentials; real stores check them, so the app is configured exactly as for one.
  const env = {
    S3_BUCKET: PEER_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: "ap-south-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
  };
  const client = new S3Client({
    endpoint,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    endpoint,
    env,
    settings: {
      bucket: PEER_BUCKET,
      endpoint,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    /** Every key in the bucket, sorted. */
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: PEER_BUCKET, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    /** What the bucket answers about one object: what a CDN in front of it would pass on. */
    async head(key: string) {
      const head = await client.send(new HeadObjectCommand({ Bucket: PEER_BUCKET, Key: key }));
      return { cacheControl: head.CacheControl, contentType: head.ContentType, contentLength: head.ContentLength };
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
