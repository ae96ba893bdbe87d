/**
 * A minimal PNG encoder (8-bit RGB, no interlace) on node:zlib, enough for generated images
 * such as the captcha. Image libraries would bring native builds for one small picture.
 */
import { crc32, deflateSync } from 'node:zlib';

/** An RGB picture in memory: `pixels` holds width x height x 3 bytes, row by row. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A blank picture filled with one colour. */
export function createImage(width: number, height: number, fill: Rgb): RgbImage {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set(fill, i);
  return { width, height, pixels };
}

/** A colour as red, green, blue bytes. */
export type Rgb = readonly [number, number, number];

/** Paints one pixel; coordinates outside the picture are ignored. */
export function setPixel(image: RgbImage, x: number, y: number, colour: Rgb): void {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= image.width || py >= image.height) return;
  image.pixels.set(colour, (py * image.width + px) * 3);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes the picture as a PNG file. */
export function encodePng(image: RgbImage): Buffer {
  const { width, height, pixels } = image;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // colour type: RGB
  header[10] = 0; // deflate
  header[11] = 0; // no filter method beyond the per-row byte
  header[12] = 0; // no interlace
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Each row starts with its filter type; 0 (none) keeps the encoder trivial.
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
