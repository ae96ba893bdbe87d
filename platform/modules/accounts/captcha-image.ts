/**
 * Draws the captcha picture: digits from a 5x7 bitmap font, each scaled, shifted and sheared
 * by a random amount in its own dark colour, under noise lines and dots, on a light ground.
 */
import { randomInt } from 'node:crypto';
import { createImage, encodePng, setPixel, type Rgb, type RgbImage } from './png.ts';

// Rows of each digit, top to bottom, five bits each (most significant bit = left column).
const font: Readonly<Record<string, readonly number[]>> = {
  '0': [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
  '1': [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
  '2': [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
  '3': [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '5': [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
  '6': [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
  '7': [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
  '8': [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
  '9': [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
};

/** Picture size in pixels. */
export const captchaSize = { width: 120, height: 44 } as const;

const between = (min: number, max: number) => randomInt(min, max + 1);

function darkColour(): Rgb {
  return [between(10, 110), between(10, 110), between(10, 110)];
}

function lightColour(): Rgb {
  return [between(225, 250), between(225, 250), between(225, 250)];
}

function drawDigit(image: RgbImage, digit: string, left: number, top: number): void {
  const rows = font[digit];
  if (!rows) throw new Error(`No glyph for "${digit}"`);
  const scale = between(4, 5);
  // A shear of up to about 0.2 pixel per pixel leans the glyph left or right.
  const shear = between(-2, 2) / 10;
  const colour = darkColour();
  rows.forEach((bits, row) => {
    for (let column = 0; column < 5; column += 1) {
      if (!(bits & (1 << (4 - column)))) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const y = top + row * scale + dy;
          const x = left + column * scale + dx + shear * (y - top - 3.5 * scale);
          setPixel(image, x, y, colour);
        }
      }
    }
  });
}

function drawLine(image: RgbImage, x0: number, y0: number, x1: number, y1: number): void {
  const colour = darkColour();
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let i = 0; i <= steps; i += 1) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const y = y0 + ((y1 - y0) * i) / steps;
    setPixel(image, x, y, colour);
    setPixel(image, x, y + 1, colour);
  }
}

/** The captcha picture of `digits` as a PNG. */
export function drawCaptcha(digits: string): Buffer {
  const { width, height } = captchaSize;
  const image = createImage(width, height, lightColour());
  const slot = Math.floor((width - 8) / digits.length);
  [...digits].forEach((digit, index) => {
    const left = 6 + index * slot + between(0, Math.max(0, slot - 26));
    drawDigit(image, digit, left, between(2, Math.max(2, height - 37)));
  });
  for (let i = 0; i < 5; i += 1)
    drawLine(image, between(0, width), between(0, height), between(0, width), between(0, height));
  for (let i = 0; i < 160; i += 1) {
    setPixel(image, between(0, width - 1), between(0, height - 1), darkColour());
  }
  return encodePng(image);
}

/** A random answer of `length` digits (leading zeros allowed). */
export function randomDigits(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String(randomInt(0, 10));
  return text;
}
