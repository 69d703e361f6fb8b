import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/** The family name the captcha images draw with (registered from the npm package, never a system font). */
export const CAPTCHA_FONT = 'ZhwyCaptchaSans';

/**
 * Noto Sans SC Bold, simplified-Chinese subset (it holds the digits and Latin letters too), from
 * @fontsource/noto-sans-sc (SIL Open Font License 1.1). The package's exports map `./*` to CSS, so the font file is
 * found beside its exported LICENSE.
 */
const fontFile = () => {
  const license = createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/LICENSE');
  return path.join(path.dirname(license), 'files', 'noto-sans-sc-chinese-simplified-700-normal.woff2');
};

let registered = false;

/** Registers the font once (about 150 ms: the first captcha pays it, not the server's start). */
export const ensureCaptchaFont = () => {
  if (registered) return;
  const file = fontFile();
  if (!GlobalFonts.registerFromPath(file, CAPTCHA_FONT)) throw new Error(`captcha font could not be loaded: ${file}`);
  registered = true;
};

/** A CSS font shorthand in the captcha family. */
export const captchaFont = (sizePx: number) => `bold ${sizePx}px ${CAPTCHA_FONT}`;
