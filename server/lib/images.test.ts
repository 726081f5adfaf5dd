import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { decodeDataUrl } from "./data-url";
import { AppError } from "./errors";
import { IMAGE_QUEUE_WIDTH } from "./image-queue";
import { MAX_OTHER_PIXELS, processBillPhoto, processImage, smallerSizeFromFull } from "./images";
import { createLocalStorage } from "./storage";
import { sniffVideo } from "./videos";

const root = mkdtempSync(path.join(os.tmpdir(), "dobara-images-"));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const fileOf = (url: string) => path.join(root, url.replace(/^\/uploads\//, ""));

/** A phone-like photo: 3000 x 2000 JPEG with EXIF GPS coordinates and a camera model. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .withExif({
      IFD0: { Make: "Dobara Test", Model: "Phone X" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .jpeg()
    .toBuffer();

describe("image pipeline", () => {
  it("stores four WebP sizes without any metadata", async () => {
    const input = await phonePhoto();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const urls = await processImage(storage, input, { maxBytes: 10 * 1024 * 1024, index: 1, folder: "img/test-a" });
    expect(urls.full).toBe("/uploads/img/test-a/full.webp");
    expect(Object.keys(urls).sort()).toEqual(["card", "full", "gallery", "thumb"]);
    const sizes = { thumb: 320, card: 640, gallery: 960, full: 1600 };
    for (const [name, longSide] of Object.entries(sizes)) {
      const bytes = readFileSync(fileOf(urls[name as keyof typeof urls]));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(Math.max(meta.width!, meta.height!)).toBe(longSide);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("Phone X"))).toBe(false);
    }
  });

  it("makes a missing size of a stored photo from its full.webp, as the upload would have", async () => {
    const urls = await processImage(storage, await phonePhoto(), {
      maxBytes: 10 * 1024 * 1024,
      index: 1,
      folder: "img/test-later",
    });
    const made = await smallerSizeFromFull(readFileSync(fileOf(urls.full)), "gallery");
    const meta = await sharp(made).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([960, 640]);
    expect(meta.exif).toBeUndefined();
  });

  it("refuses a PDF or text, whatever name or type it came with", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF");
    await expect(processImage(storage, pdf, { maxBytes: 1e7, index: 2, folder: "img/test-b" })).rejects.toMatchObject({
      statusCode: 400,
      message: "Image 2 must be a JPEG, PNG or WebP picture",
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expect(processImage(storage, gif, { maxBytes: 1e7, index: 1, folder: "img/test-c" })).rejects.toBeInstanceOf(
      AppError,
    );
  });

  it("refuses files over the limit and keeps bill photos to one size", async () => {
    const input = await phonePhoto();
    await expect(
      processImage(storage, input, { maxBytes: 1000, index: 1, folder: "img/test-d" }),
    ).rejects.toMatchObject({ statusCode: 413 });
    const bill = await processBillPhoto(storage, input, { maxBytes: 5 * 1024 * 1024, folder: "bill/test-e" });
    expect(bill).toBe("/uploads/bill/test-e/full.webp");
  });
});

describe("data-URLs", () => {
  const png = "iVBORw0KGgo=";
  it("decodes base64 and ignores the declared type", () => {
    expect(
      decodeDataUrl(`data:image/jpeg;base64,${png}`, { maxBytes: 100, label: "Image 1" }).subarray(1, 4).toString(),
    ).toBe("PNG");
  });
  it.each([
    ["not a data-URL", "https://example.com/a.jpg"],
    ["not base64", "data:image/png;base64,@@@@"],
    ["empty", "data:image/png;base64,"],
  ])("refuses %s with a 400", (_name, input) => {
    expect(() => decodeDataUrl(input, { maxBytes: 100, label: "Image 1" })).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
  it("refuses an oversized payload before decoding it", () => {
    expect(() =>
      decodeDataUrl(`data:image/png;base64,${"A".repeat(2_000_000)}`, { maxBytes: 1024 * 1024, label: "Image 3" }),
    ).toThrow(expect.objectContaining({ statusCode: 413, message: "Image 3 is over 1MB" }));
  });
});

/** A tiny PNG that claims 30000 x 30000 pixels: decoding it would need gigabytes. */
function pngBomb() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) =>
    (buf.reduce((crc, byte) => crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(300_010))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("image safety", () => {
  it("refuses a decompression bomb from its header, without decoding it", async () => {
    await expect(
      processImage(storage, pngBomb(), { maxBytes: 1e7, index: 4, folder: "img/test-f" }),
    ).rejects.toMatchObject({
      statusCode: 413,
      message: "Image 4 has too many pixels: a PNG can have at most 25 megapixels",
      details: [{ field: "images.3", message: "Image 4 has too many pixels: a PNG can have at most 25 megapixels" }],
    });
  });

  it("holds PNG and progressive JPEG to 25 MP, which are decoded whole, and names the bill photo's field", async () => {
    const side = Math.ceil(Math.sqrt(MAX_OTHER_PIXELS)) + 10;
    const solid = () => sharp({ create: { width: side, height: side, channels: 3, background: "#888" } });
    const progressive = await solid().jpeg({ progressive: true }).toBuffer();
    await expect(
      processImage(storage, progressive, { maxBytes: 1e7, index: 2, folder: "img/test-p" }),
    ).rejects.toMatchObject({ statusCode: 413, details: [{ field: "images.1" }] });
    await expect(
      processBillPhoto(storage, await solid().png({ compressionLevel: 1 }).toBuffer(), {
        maxBytes: 1e7,
        folder: "bill/test-p",
      }),
    ).rejects.toMatchObject({
      statusCode: 413,
      details: [
        { field: "billPhoto", message: "Bill photo has too many pixels: a PNG can have at most 25 megapixels" },
      ],
    });
  });

  it("decodes no more pictures at once than the queue is wide, however many arrive together", async () => {
    // A PNG with detail takes a moment to decode, so the tasks overlap if nothing holds them back.
    const pixels = Buffer.alloc(800 * 600 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
    const noisy = await sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    let widest = 0;
    const sampler = setInterval(
      () => (widest = Math.max(widest, sharp.counters().process + sharp.counters().queue)),
      1,
    );
    try {
      const all = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          processImage(storage, noisy, { maxBytes: 1e7, index: 1, folder: `img/test-q${i}` }),
        ),
      );
      expect(all.map((urls) => urls.full)).toEqual(
        Array.from({ length: 4 }, (_, i) => `/uploads/img/test-q${i}/full.webp`),
      );
    } finally {
      clearInterval(sampler);
    }
    expect(widest).toBeGreaterThan(0);
    expect(widest).toBeLessThanOrEqual(IMAGE_QUEUE_WIDTH);
  });

  it("turns a sideways phone photo upright before dropping the orientation tag", async () => {
    const sideways = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#336699" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const urls = await processImage(storage, sideways, { maxBytes: 1e7, index: 1, folder: "img/test-g" });
    const meta = await sharp(readFileSync(fileOf(urls.card))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([320, 640, undefined]);
  });
});

describe("video content check", () => {
  const box = (type: string, brand: string) =>
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(type + brand), Buffer.alloc(32)]);
  it.each([
    ["an MP4", box("ftyp", "isom"), "mp4"],
    ["a phone 3GP", box("ftyp", "3gp5"), "mp4"],
    ["a QuickTime MOV", box("ftyp", "qt  "), "mov"],
    ["an old MOV", box("moov", "mvhd"), "mov"],
    [
      "a WebM",
      Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
        Buffer.from("webm"),
        Buffer.alloc(20),
      ]),
      "webm",
    ],
    ["a HEIC photo", box("ftyp", "heic"), undefined],
    [
      "a Matroska file",
      Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]),
        Buffer.from("matroska"),
        Buffer.alloc(20),
      ]),
      undefined,
    ],
    ["a PDF", Buffer.from("%PDF-1.7 some more bytes here"), undefined],
  ])("reads %s by its bytes", (_name, bytes, kind) => {
    expect(sniffVideo(bytes)).toBe(kind);
  });
});
