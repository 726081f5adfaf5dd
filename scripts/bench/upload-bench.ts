import sharp from "sharp";
import type { Db } from "../../server/db/client";
import { MAX_OTHER_PIXELS } from "../../server/lib/images";
import { LISTING_BODY_LIMIT } from "../../server/modules/catalog/catalog-routes";
import { almirahListing, testAccount } from "../../server/test/test-people";
import { startServerProcess } from "./server-process";

const UPLOADERS = 6;
const MB = 1024 * 1024;

/**
 * The costliest listing the server takes: five photos and a bill photo, each a PNG just under the 25 MP cap (PNG is
 * decoded whole), with enough detail to make the body as large as the limit lets six such photos be.
 */
async function maximalPhoto() {
  const width = 5000;
  const height = Math.floor(MAX_OTHER_PIXELS / width) - 1;
  // Noise in 6 x 6 blocks: about 2 MB of PNG (six of them near the body limit), and every row must be decoded.
  const block = 6;
  const small = Buffer.alloc(Math.ceil(width / block) * Math.ceil(height / block) * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(Math.random() * 256);
  const png = await sharp(small, {
    raw: { width: Math.ceil(width / block), height: Math.ceil(height / block), channels: 3 },
  })
    .resize(width, height, { kernel: "nearest" })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/**
 * Browse throughput while six sellers each keep a maximal listing upload going, against browse without uploads
 * measured in turn with it (this machine is shared, so its load drifts: idle and busy runs alternate, three of
 * each, and medians are compared), then memory 30 s after the uploads stop.
 */
export async function benchUploads(db: Db, databaseUrl: string, loadTest: (url: string) => Promise<number>) {
  const server = await startServerProcess(databaseUrl);
  try {
    return await measure(db, server, () => loadTest(`${server.origin}/api/products?limit=8`));
  } finally {
    await server.stop();
  }
}

async function measure(
  db: Db,
  server: Awaited<ReturnType<typeof startServerProcess>>,
  loadTest: () => Promise<number>,
) {
  const { origin, rssMb } = server;
  const photo = await maximalPhoto();
  const sellers = await Promise.all(
    Array.from({ length: UPLOADERS }, () => testAccount(db, { label: "Bench uploader" })),
  );
  // Encoded once per seller, so sending costs the bench little CPU beside the server it measures.
  const bodies = new Map(
    sellers.map((s) => [
      s.token,
      Buffer.from(
        JSON.stringify(almirahListing(s.bankId, { images: Array(5).fill(photo), hasBill: true, billPhoto: photo })),
      ),
    ]),
  );
  const bodyMb = bodies.get(sellers[0]!.token)!.length / MB;

  const rssBefore = rssMb();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 200);
  let running = false;
  let done = 0;
  const failures = new Map<number, number>();
  const uploader = async (seller: (typeof sellers)[number]) => {
    while (running) {
      const res = await fetch(`${origin}/api/products`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${seller.token}` },
        body: bodies.get(seller.token),
      });
      await res.arrayBuffer();
      if (res.status === 201) done += 1;
      else failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
    }
  };
  const idleRuns: number[] = [];
  const busyRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    idleRuns.push(await loadTest());
    running = true;
    const uploads = sellers.map(uploader);
    await new Promise((r) => setTimeout(r, 2000)); // the uploads are under way before browse is measured
    busyRuns.push(await loadTest());
    running = false;
    await Promise.all(uploads); // the ones in flight finish before the next idle run
  }
  const rssAtEnd = rssMb();
  await new Promise((r) => setTimeout(r, 30_000));
  clearInterval(sampler);
  const rssAfter = rssMb();

  const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[1]!;
  const [idle, busy] = [median(idleRuns), median(busyRuns)];
  const share = busy / idle;
  const fmt = (n: number) => Math.round(n).toLocaleString("en-IN");
  const range = (runs: number[]) => `${fmt(Math.min(...runs))}-${fmt(Math.max(...runs))}`;
  console.log(
    `  uploads: ${UPLOADERS} sellers each sending listings of 6 PNGs of ${(MAX_OTHER_PIXELS / 1e6).toFixed(0)} MP (${bodyMb.toFixed(1)} MB body, limit ${LISTING_BODY_LIMIT / MB} MB); ${done} listings stored${failures.size ? `, refused: ${[...failures].map(([s, n]) => `${n} x ${s}`).join(", ")}` : ""}`,
  );
  console.log(
    `  first browse page during the uploads (median of 3 x 10 s, alternating with 3 without): ${fmt(busy)} requests/s (${range(busyRuns)}) = ${Math.round(share * 100)}% of ${fmt(idle)} (${range(idleRuns)})  (budget >= 70%: ${share >= 0.7 ? "met" : "MISSED"})`,
  );
  console.log(
    `  server process memory (RSS, started as npm start starts it): ${fmt(rssBefore)} MB before, peak ${fmt(peak)} MB, ${fmt(rssAtEnd)} MB when the uploads stopped, ${fmt(rssAfter)} MB 30 s later  (budget < 600 MB: ${rssAfter < 600 ? "met" : "MISSED"})`,
  );
  return { uploadBrowseShare: share, rssAfterMb: rssAfter };
}
