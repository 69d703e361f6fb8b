import { describe, expect, it } from 'vitest';
import { isAcceptedImage, isAvatarTooLarge, outputTypeOf, stepZoom } from './crop-image.ts';

describe('avatar crop helpers', () => {
  it.each([
    [{ type: 'image/png', name: 'a.png' }, true],
    [{ type: 'image/jpeg', name: 'a.jpg' }, true],
    [{ type: 'image/jpeg', name: 'a.jpeg' }, true],
    [{ type: 'image/gif', name: 'a.gif' }, true],
    [{ type: '', name: 'A.JPG' }, true],
    [{ type: 'image/webp', name: 'a.webp' }, false],
    [{ type: 'image/svg+xml', name: 'a.svg' }, false],
    [{ type: 'text/plain', name: 'a.png' }, false],
    [{ type: '', name: 'a.bmp' }, false],
  ])('accepts %o → %s', (file, ok) => {
    expect(isAcceptedImage(file)).toBe(ok);
  });

  it('keeps JPEG as JPEG and stores the rest as PNG', () => {
    expect(outputTypeOf('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeOf('image/png')).toBe('image/png');
    expect(outputTypeOf('image/gif')).toBe('image/png');
  });

  it('zooms by 0.1 within 1 and 3', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1.1, 1)).toBe(1.2);
    expect(stepZoom(1.2, -1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(2.95, 1)).toBe(3);
    expect(stepZoom(3, 1)).toBe(3);
    let zoom = 1;
    for (let i = 0; i < 7; i++) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(1.7);
  });

  it('refuses cropped data above 256000 characters', () => {
    expect(isAvatarTooLarge('x'.repeat(256_000))).toBe(false);
    expect(isAvatarTooLarge('x'.repeat(256_001))).toBe(true);
  });
});
