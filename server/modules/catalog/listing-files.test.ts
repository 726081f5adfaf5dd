import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount, TINY_PHOTO } from "../../test/test-people";
import { TEST_STORES, type TestStore } from "../../test/test-stores";
import { VIDEO_UPLOADS_PER_HOUR } from "./catalog-routes";
import { createListingFiles } from "./listing-files";
import { sweepUnattachedVideos, UNATTACHED_VIDEO_GRACE_MS } from "./unattached-videos";

// Decision 0006's lifecycle, on every store: the same requests must leave the same files on disk and in a bucket.
// Each store gets an app and uploads of its own (other test files write to the shared test folder meanwhile).
let store: TestStore;
let t: Awaited<ReturnType<typeof createTestApp>>;

/** Every stored file, as the URL path it is served under. */
const storedFiles = async () => (await store.keys()).map((key) => `/uploads/${key}`);
const filesOf = (urls: (string | null | undefined)[]) =>
  urls
    .filter((u): u is string => Boolean(u))
    .flatMap((u) =>
      u.endsWith("/full.webp") && u.includes("/img/")
        ? ["card", "full", "gallery", "thumb"].map((v) => u.replace("full.webp", `${v}.webp`))
        : [u],
    );

const seller = () => testAccount(t.db, { label: "Files" });

const jpeg = async (r = 200) =>
  `data:image/jpeg;base64,${(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer()
  ).toString("base64")}`;
const notAnImage = `data:image/jpeg;base64,${Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n").toString("base64")}`;
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.alloc(4),
    Buffer.from("mp42isom"),
    Buffer.alloc(2048, 7),
  ]);

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const upload = (token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/products/videos",
    payload: mp4(),
    headers: { "content-type": "video/mp4", authorization: `Bearer ${token}` },
  });
const listing = (bankId: string, extra: Record<string, unknown> = {}) => ({
  title: "Canon EOS 1500D with kit lens",
  description: "Shutter count about 6,000.",
  price: 24000,
  category: "electronics",
  productType: "camera",
  condition: "good",
  images: [TINY_PHOTO],
  selectedBankAccountId: bankId,
  addressLine1: "7 Prabhat Road",
  pincode: "411004",
  city: "Pune",
  state: "Maharashtra",
  ...extra,
});

async function approve(productId: string) {
  const admin = await testAccount(t.db, { role: "admin", label: "Files admin" });
  expect((await req("PUT", `/api/admin/products/${productId}/approve`, admin.token)).statusCode).toBe(200);
}

describe.each(TEST_STORES)("files in $name follow the listings that use them", ({ open }) => {
  beforeAll(async () => {
    store = await open();
    t = await createTestApp(store.env);
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  it("leaves nothing behind when a listing is refused after its photos were stored", async () => {
    const me = await seller();
    const before = await storedFiles();
    const badPhoto = await req(
      "POST",
      "/api/products",
      me.token,
      listing(me.bankId, { images: [await jpeg(), await jpeg(90), notAnImage] }),
    );
    expect(badPhoto.statusCode).toBe(400);
    const badBill = await req(
      "POST",
      "/api/products",
      me.token,
      listing(me.bankId, { images: [await jpeg()], hasBill: true, billPhoto: notAnImage }),
    );
    expect(badBill.statusCode).toBe(400);
    expect(badBill.json().message).toBe("Bill photo must be a JPEG, PNG or WebP picture");
    expect(await storedFiles()).toEqual(before);
  });

  it("removes the photos and bill an edit replaced, and the new ones of an edit that failed", async () => {
    const me = await seller();
    const made = (
      await req(
        "POST",
        "/api/products",
        me.token,
        listing(me.bankId, { images: [await jpeg(), await jpeg(90)], hasBill: true, billPhoto: await jpeg(30) }),
      )
    ).json();
    const [kept, replaced] = made.images as string[];
    const failed = await req(
      "PUT",
      `/api/products/${made.id}/edit`,
      me.token,
      listing(me.bankId, { images: [kept, await jpeg(10), notAnImage], hasBill: true, billPhoto: made.billPhoto }),
    );
    expect(failed.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(expect.arrayContaining(filesOf([...made.images, made.billPhoto])));
    const before = await storedFiles();

    const edited = await req(
      "PUT",
      `/api/products/${made.id}/edit`,
      me.token,
      listing(me.bankId, { images: [kept, await jpeg(60)], hasBill: false }),
    );
    expect(edited.statusCode).toBe(200);
    const now = edited.json().product;
    const after = await storedFiles();
    expect(after).toEqual(expect.arrayContaining(filesOf(now.images)));
    expect(after.filter((f) => !before.includes(f))).toEqual(filesOf([now.images[1]]).sort());
    expect(before.filter((f) => !after.includes(f))).toEqual(filesOf([replaced, made.billPhoto]).sort());
  });

  it("keeps a live listing's files while its edit waits, and drops what only a replaced edit used", async () => {
    const me = await seller();
    const made = (await req("POST", "/api/products", me.token, listing(me.bankId, { images: [await jpeg()] }))).json();
    await approve(made.id);
    const beforeEdit = await storedFiles();
    const first = await req(
      "PUT",
      `/api/products/${made.id}/edit`,
      me.token,
      listing(me.bankId, { images: [await jpeg(20)] }),
    );
    expect(first.json().modificationPending).toBe(true);
    const withFirst = await storedFiles();
    expect(withFirst).toEqual(expect.arrayContaining(filesOf(made.images)));
    const firstEditFiles = withFirst.filter((f) => !beforeEdit.includes(f));
    expect(firstEditFiles).toHaveLength(4);

    const second = await req(
      "PUT",
      `/api/products/${made.id}/edit`,
      me.token,
      listing(me.bankId, { images: [made.images[0], await jpeg(40)] }),
    );
    expect(second.statusCode).toBe(200);
    const withSecond = await storedFiles();
    expect(withSecond).toEqual(expect.arrayContaining(filesOf(made.images)));
    expect(withSecond.filter((f) => firstEditFiles.includes(f))).toEqual([]);
    expect((await t.app.inject({ url: made.images[0] })).statusCode).toBe(200);
  });

  it("uploads a video, attaches it, keeps it through edits, removes it explicitly and deletes the file", async () => {
    const me = await seller();
    const other = await seller();
    const { videoUrl } = (await upload(me.token)).json();
    expect((await req("POST", "/api/products", other.token, listing(other.bankId, { videoUrl }))).json()).toMatchObject(
      { message: "The video must be one you uploaded for this listing" },
    );

    const made = (await req("POST", "/api/products", me.token, listing(me.bankId, { videoUrl }))).json();
    expect(made.videoUrl).toBe(videoUrl);
    // Attached once: a second listing of the same seller would lose it when the first one drops it.
    const twice = await req("POST", "/api/products", me.token, listing(me.bankId, { videoUrl }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      { field: "videoUrl", message: "The video must be one you uploaded for this listing" },
    ]);

    const withoutVideo = listing(me.bankId, { title: "Canon EOS 1500D, 2 batteries" });
    expect(withoutVideo).not.toHaveProperty("videoUrl");
    const keptByOmission = await req("PUT", `/api/products/${made.id}/edit`, me.token, withoutVideo);
    expect(keptByOmission.json().product).toMatchObject({ title: "Canon EOS 1500D, 2 batteries", videoUrl });
    const keptExplicitly = await req(
      "PUT",
      `/api/products/${made.id}/edit`,
      me.token,
      listing(me.bankId, { videoUrl }),
    );
    expect(keptExplicitly.json().product.videoUrl).toBe(videoUrl);
    expect(await storedFiles()).toContain(videoUrl);

    const { videoUrl: replacement } = (await upload(me.token)).json();
    const replaced = await req(
      "PUT",
      `/api/products/${made.id}/edit`,
      me.token,
      listing(me.bankId, { videoUrl: replacement }),
    );
    expect(replaced.json().product.videoUrl).toBe(replacement);
    expect(await storedFiles()).not.toContain(videoUrl);

    const removed = await req("PUT", `/api/products/${made.id}/edit`, me.token, listing(me.bankId, { videoUrl: null }));
    expect(removed.json().product.videoUrl).toBeNull();
    expect((await req("GET", `/api/products/${made.id}`, me.token)).json().videoUrl).toBeNull();
    expect(await storedFiles()).not.toContain(replacement);
  });

  it("limits video uploads per seller, not per address", async () => {
    const busy = await seller();
    const calm = await seller();
    for (let i = 0; i < VIDEO_UPLOADS_PER_HOUR; i += 1) expect((await upload(busy.token)).statusCode).toBe(201);
    const refused = await upload(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many video uploads\. Please try again in \d+ minutes\.$/);
    expect((await upload(calm.token)).statusCode).toBe(201);
  });

  it("sweeps the videos no listing or pending edit uses, once they are a day old, and only those", async () => {
    const me = await seller();
    const { videoUrl: live } = (await upload(me.token)).json();
    const { videoUrl: abandoned } = (await upload(me.token)).json();
    const made = (await req("POST", "/api/products", me.token, listing(me.bankId, { videoUrl: live }))).json();
    await approve(made.id);
    const { videoUrl: awaitingApproval } = (await upload(me.token)).json();
    expect(
      (
        await req("PUT", `/api/products/${made.id}/edit`, me.token, listing(me.bankId, { videoUrl: awaitingApproval }))
      ).json().modificationPending,
    ).toBe(true);

    const storage = store.storage;
    const listingFiles = createListingFiles(t.db, storage, t.app.log);
    expect(await sweepUnattachedVideos(storage, listingFiles)).toBe(0);
    expect(await storedFiles()).toContain(abandoned);

    expect(
      await sweepUnattachedVideos(storage, listingFiles, new Date(Date.now() + UNATTACHED_VIDEO_GRACE_MS + 60_000)),
    ).toBeGreaterThan(0);
    const files = await storedFiles();
    expect(files).toContain(live);
    expect(files).toContain(awaitingApproval);
    expect(files).not.toContain(abandoned);
  });

  it("never removes a file a listing still uses, whatever a caller asks for", async () => {
    const me = await seller();
    const made = (
      await req("POST", "/api/products", me.token, listing(me.bankId, { images: [await jpeg(30)] }))
    ).json();
    const listingFiles = createListingFiles(t.db, store.storage, t.app.log);
    expect(await listingFiles.release(made.images)).toBe(0);
    expect(await storedFiles()).toEqual(expect.arrayContaining(filesOf(made.images)));
  });
});
