import { Image, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.ts';

/** Pixels of a PNG as Skia decodes it. */
const decode = (png: Buffer, width: number, height: number) => {
  const image = new Image();
  image.src = png;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { image, pixels: ctx.getImageData(0, 0, width, height).data };
};

describe('encodePng', () => {
  it('writes a PNG that decodes to the same pixels, transparency included', () => {
    const width = 7;
    const height = 5;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < rgba.length; i += 4) {
      const p = i / 4;
      rgba.set([(p * 37) % 256, (p * 91) % 256, (p * 13) % 256, p % 3 === 0 ? 0 : 255], i);
    }
    const png = encodePng(width, height, rgba);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const { image, pixels } = decode(png, width, height);
    expect([image.width, image.height]).toEqual([width, height]);
    for (let i = 0; i < rgba.length; i += 4) {
      // A fully transparent pixel has no colour once drawn; the others come back exactly.
      if (rgba[i + 3] === 0) expect(pixels[i + 3]).toBe(0);
      else expect([...pixels.subarray(i, i + 4)]).toEqual([...rgba.subarray(i, i + 4)]);
    }
  });
});
