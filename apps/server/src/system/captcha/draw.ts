import crypto from 'node:crypto';
import { CAPTCHA, type CaptchaPoint } from '@zhwy/contracts';
import { type Canvas, type SKRSContext2D, createCanvas } from '@napi-rs/canvas';
import { captchaFont, ensureCaptchaFont } from './font.ts';
import { encodePng } from './png.ts';
import { CAPTCHA_WORDS } from './words.ts';

const { width: W, height: H } = CAPTCHA;

/** Decoration only (colours, shapes, noise): Math.random is enough there. Answers use crypto.randomInt. */
const rand = (min: number, max: number) => min + Math.random() * (max - min);
const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%, ${a})`;

/**
 * A landscape of random colours, drawn fresh for every image: a sky gradient, soft light spots, three layers of
 * hills and fine noise. No two backgrounds are the same, so a stored image says nothing about the next one.
 */
const drawBackground = (ctx: SKRSContext2D, width: number, height: number) => {
  const hue = rand(0, 360);
  const sky = ctx.createLinearGradient(0, 0, rand(0, width), height);
  sky.addColorStop(0, hsl(hue, rand(45, 75), rand(70, 85)));
  sky.addColorStop(1, hsl(hue + rand(30, 90), rand(40, 70), rand(55, 72)));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  for (let i = 0; i < 4; i++) {
    const x = rand(0, width);
    const y = rand(0, height * 0.7);
    const r = rand(height * 0.15, height * 0.5);
    const spot = ctx.createRadialGradient(x, y, 0, x, y, r);
    spot.addColorStop(0, hsl(hue + rand(-60, 60), rand(50, 90), rand(75, 92), rand(0.35, 0.7)));
    spot.addColorStop(1, hsl(hue, 50, 80, 0));
    ctx.fillStyle = spot;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  }

  for (let layer = 0; layer < 3; layer++) {
    const base = height * (0.5 + layer * 0.17);
    ctx.beginPath();
    ctx.moveTo(0, height);
    ctx.lineTo(0, base + rand(-15, 15));
    const steps = 4;
    for (let s = 1; s <= steps; s++) {
      const x = (width * s) / steps;
      ctx.quadraticCurveTo(x - width / steps / 2, base + rand(-35, 25), x, base + rand(-18, 18));
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fillStyle = hsl(hue + 120 + layer * rand(15, 40), rand(25, 55), rand(30, 55) - layer * 6, 0.55 + layer * 0.15);
    ctx.fill();
  }

  ctx.lineWidth = 1;
  for (let i = 0; i < 6; i++) {
    ctx.strokeStyle = hsl(rand(0, 360), 60, rand(30, 80), 0.35);
    ctx.beginPath();
    ctx.moveTo(rand(0, width), rand(0, height));
    ctx.bezierCurveTo(rand(0, width), rand(0, height), rand(0, width), rand(0, height), rand(0, width), rand(0, height));
    ctx.stroke();
  }
  for (let i = 0; i < 60; i++) {
    ctx.fillStyle = hsl(rand(0, 360), 50, rand(20, 95), rand(0.3, 0.7));
    ctx.fillRect(rand(0, width), rand(0, height), 1.5, 1.5);
  }
};

/** Base64 PNG of the canvas (png.ts: a quicker encoder than Skia's). */
const pngBase64 = (canvas: Canvas): string => {
  const { width, height } = canvas;
  return encodePng(width, height, canvas.getContext('2d').getImageData(0, 0, width, height).data).toString('base64');
};

export type ClickWordImage = { originalImageBase64: string; wordList: string[]; points: CaptchaPoint[] };

/**
 * Click-word (protocols.md): 4 distinct characters, bold 25 px, random colour and rotation (−45°..45°), each in its
 * own 62 px band (12 px margins), y 25..130; 3 of them, in a random order, are the ones to click. The answer points
 * are the characters' centres.
 */
export const drawClickWord = (): ClickWordImage => {
  ensureCaptchaFont();
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  drawBackground(ctx, W, H);

  const words = new Set<string>();
  while (words.size < CAPTCHA.wordsDrawn) words.add(CAPTCHA_WORDS[crypto.randomInt(CAPTCHA_WORDS.length)]);
  const bands = shuffled([0, 1, 2, 3, 4]).slice(0, CAPTCHA.wordsDrawn);
  const size = 25;
  const drawn = [...words].map((word, i) => {
    const band = bands[i];
    // The character's centre: 18 px inside its band, so that even turned it stays in the band.
    const x = crypto.randomInt(band * 62 + 18, (band + 1) * 62 - 18 + 1);
    const y = crypto.randomInt(25, 131);
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate((rand(-45, 45) * Math.PI) / 180);
    ctx.font = captchaFont(size);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
    ctx.strokeText(word, 0, 0);
    ctx.fillStyle = hsl(rand(0, 360), rand(65, 95), rand(28, 42));
    ctx.fillText(word, 0, 0);
    ctx.restore();
    return { word, point: { x, y } };
  });
  const targets = shuffled(drawn).slice(0, CAPTCHA.clicks);
  return { originalImageBase64: pngBase64(canvas), wordList: targets.map((t) => t.word), points: targets.map((t) => t.point) };
};

export type BlockPuzzleImage = { originalImageBase64: string; jigsawImageBase64: string; x: number };

/** The piece inside its 47 px strip: a 34 px square with a knob on top and one on the right. */
const PIECE = { left: 3, side: 34, knob: 6 };

const piecePath = (ctx: SKRSContext2D, stripX: number, top: number) => {
  const { left, side, knob } = PIECE;
  const x0 = stripX + left;
  ctx.beginPath();
  ctx.moveTo(x0, top);
  ctx.lineTo(x0 + side / 2 - knob, top);
  ctx.arc(x0 + side / 2, top, knob, Math.PI, 0, false);
  ctx.lineTo(x0 + side, top);
  ctx.lineTo(x0 + side, top + side / 2 - knob);
  ctx.arc(x0 + side, top + side / 2, knob, -Math.PI / 2, Math.PI / 2, false);
  ctx.lineTo(x0 + side, top + side);
  ctx.lineTo(x0, top + side);
  ctx.closePath();
};

/**
 * Slider (protocols.md): the piece's strip at x 100..262 (the answer), its square at a random height. The background
 * shows the hole blurred, darkened and outlined; the jigsaw image is the 47×155 strip, transparent but for the piece
 * cut from the clean background, outlined and shadowed.
 */
export const drawBlockPuzzle = (): BlockPuzzleImage => {
  const clean = createCanvas(W, H);
  drawBackground(clean.getContext('2d'), W, H);
  const x = crypto.randomInt(100, W - CAPTCHA.pieceWidth + 1);
  const top = crypto.randomInt(PIECE.knob + 8, H - PIECE.side - 8 + 1);

  const piece = createCanvas(CAPTCHA.pieceWidth, H);
  const p = piece.getContext('2d');
  p.save();
  p.shadowColor = 'rgba(0, 0, 0, 0.6)';
  p.shadowBlur = 6;
  piecePath(p, 0, top);
  p.fillStyle = '#fff';
  p.fill();
  p.restore();
  p.save();
  piecePath(p, 0, top);
  p.clip();
  p.drawImage(clean, -x, 0);
  p.restore();
  piecePath(p, 0, top);
  p.lineWidth = 2;
  p.strokeStyle = 'rgba(255, 255, 255, 0.95)';
  p.stroke();

  const original = createCanvas(W, H);
  const o = original.getContext('2d');
  o.drawImage(clean, 0, 0);
  o.save();
  piecePath(o, x, top);
  o.clip();
  o.filter = 'blur(4px)';
  o.drawImage(clean, 0, 0);
  o.filter = 'none';
  o.fillStyle = 'rgba(0, 0, 0, 0.45)';
  o.fillRect(x, 0, CAPTCHA.pieceWidth, H);
  o.restore();
  piecePath(o, x, top);
  o.lineWidth = 1.5;
  o.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  o.stroke();

  return { originalImageBase64: pngBase64(original), jigsawImageBase64: pngBase64(piece), x };
};

/** The digit image: 4 digits of random size, colour and tilt over noise lines and dots, as a PNG data URL. */
export const drawDigits = (code: string): string => {
  ensureCaptchaFont();
  const width = CAPTCHA.digitWidth;
  const height = CAPTCHA.digitHeight;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const hue = rand(0, 360);
  const ground = ctx.createLinearGradient(0, 0, width, height);
  ground.addColorStop(0, hsl(hue, 40, 94));
  ground.addColorStop(1, hsl(hue + 60, 40, 86));
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 4; i++) {
    ctx.strokeStyle = hsl(rand(0, 360), 55, rand(45, 70), 0.8);
    ctx.lineWidth = rand(0.8, 1.6);
    ctx.beginPath();
    ctx.moveTo(0, rand(0, height));
    ctx.bezierCurveTo(rand(0, width), rand(0, height), rand(0, width), rand(0, height), width, rand(0, height));
    ctx.stroke();
  }
  const step = width / (code.length + 1);
  [...code].forEach((digit, i) => {
    ctx.save();
    ctx.translate(step * (i + 1) + rand(-4, 4), height / 2 + rand(-3, 3));
    ctx.rotate((rand(-25, 25) * Math.PI) / 180);
    ctx.font = captchaFont(Math.round(rand(22, 28)));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = hsl(rand(0, 360), rand(60, 90), rand(25, 40));
    ctx.fillText(digit, 0, 0);
    ctx.restore();
  });
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = hsl(rand(0, 360), 60, rand(30, 70), 0.8);
    ctx.fillRect(rand(0, width), rand(0, height), 1.5, 1.5);
  }
  return `data:image/png;base64,${pngBase64(canvas)}`;
};

/** A blank canvas of the challenge's size, encoded: the bare baseline the benchmark compares drawing with. */
export const drawBlank = (): string => pngBase64(createCanvas(W, H));

const shuffled = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};
