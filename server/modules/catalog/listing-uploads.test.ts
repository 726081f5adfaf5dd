import { describe, expect, it } from "vitest";
import { jpegDataUrl, listingTestApp, phoneListing } from "../../test/test-listings";

const t = listingTestApp();
const { account, req, approve } = t;

const listing = phoneListing;

/** The first bytes of an MP4 as phones write it, then filler: enough for the content check. */
const mp4Bytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.alloc(4),
    Buffer.from("mp42isom"),
    Buffer.alloc(2048, 7),
  ]);
const uploadVideo = (token: string | undefined, payload: Buffer, contentType = "video/mp4") =>
  t.app.inject({
    method: "POST",
    url: "/api/products/videos",
    payload,
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe("uploaded files", () => {
  it("serves stored images for a year with their type, and answers 404 for an unknown file", async () => {
    const seller = await account();
    const p = (
      await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))
    ).json();
    const img = await t.app.inject({ url: p.images[0].replace("full.webp", "thumb.webp") });
    expect(img.statusCode).toBe(200);
    expect(img.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    const missing = await t.app.inject({ url: "/uploads/img/00000000-0000-4000-8000-000000000000/full.webp" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
    expect([403, 404]).toContain((await t.app.inject({ url: "/uploads/..%2f..%2fpackage.json" })).statusCode);
  });

  it("allows five large photos on a listing but keeps the 1 MB limit elsewhere", async () => {
    const seller = await account();
    const tooBig = `data:image/jpeg;base64,${Buffer.alloc(10 * 1024 * 1024 + 100, 1).toString("base64")}`;
    const res = await req(
      "POST",
      "/api/products",
      seller.token,
      listing(seller.bankId, { images: [await jpegDataUrl(), tooBig] }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Image 2 is over 10MB");
    const huge = await req("POST", "/api/wishlist", seller.token, {
      productId: "00000000-0000-4000-8000-000000000000",
      padding: "x".repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
  });

  it("answers a live listing's images without login, and nothing for a pending one", async () => {
    const seller = await account();
    const admin = await account({ role: "admin" });
    const p = (
      await req("POST", "/api/products", seller.token, listing(seller.bankId, { images: [await jpegDataUrl()] }))
    ).json();
    expect((await req("GET", `/api/products/${p.id}/thumbnail`)).statusCode).toBe(404);
    await approve(p.id, admin.token);
    const thumb = await req("GET", `/api/products/${p.id}/thumbnail`);
    expect(thumb.json()).toEqual({ images: p.images });
    expect(thumb.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("stores a seller's video by content and lets only that seller attach it", async () => {
    const seller = await account();
    const other = await account();
    expect((await uploadVideo(undefined, mp4Bytes())).statusCode).toBe(401);
    const pdf = await uploadVideo(seller.token, Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n".repeat(10)));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("The video must be an MP4, WebM or MOV file");
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    expect((await uploadVideo(seller.token, heic)).statusCode).toBe(400);
    const tooBig = await uploadVideo(seller.token, Buffer.alloc(50 * 1024 * 1024 + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("Please select a video file under 50MB.");

    const uploaded = await uploadVideo(seller.token, mp4Bytes(), "application/octet-stream");
    expect(uploaded.statusCode).toBe(201);
    const { videoUrl } = uploaded.json();
    expect(videoUrl).toMatch(new RegExp(`^/uploads/vid/${seller.user.id}/[0-9a-f-]{36}/video\\.mp4$`));
    const served = await t.app.inject({ url: videoUrl, headers: { range: "bytes=0-15" } });
    expect(served.statusCode).toBe(206);
    expect(served.headers["content-type"]).toBe("video/mp4");

    const stolen = await req("POST", "/api/products", other.token, listing(other.bankId, { videoUrl }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe("The video must be one you uploaded for this listing");
    const made = await req("POST", "/api/products", seller.token, listing(seller.bankId, { videoUrl }));
    expect(made.json().videoUrl).toBe(videoUrl);
    const kept = await req(
      "PUT",
      `/api/products/${made.json().id}/edit`,
      seller.token,
      listing(seller.bankId, { videoUrl }),
    );
    expect(kept.json().product.videoUrl).toBe(videoUrl);
    const removed = await req(
      "PUT",
      `/api/products/${made.json().id}/edit`,
      seller.token,
      listing(seller.bankId, { videoUrl: null }),
    );
    expect(removed.json().product.videoUrl).toBeNull();
  });
});
