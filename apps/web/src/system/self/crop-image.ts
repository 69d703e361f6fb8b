import { AVATAR_CONTENT_TYPES, AVATAR_ZOOM, PROFILE_LIMITS } from '@zhwy/contracts';

export type PixelArea = { x: number; y: number; width: number; height: number };

/** Side of the stored avatar at most: large crops are scaled down (the header shows 28 px, the profile 104 px). */
export const AVATAR_OUTPUT_SIDE = 256;

/** The dialog accepts png, jpeg, gif and jpg (spec §2): by type, or by name when the browser gives no type. */
export const isAcceptedImage = (file: { type: string; name: string }): boolean =>
  (AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type) || (file.type === '' && /\.(png|jpe?g|gif)$/i.test(file.name));

/** JPEG photos stay JPEG (small); PNG and GIF become PNG (transparency kept; a canvas cannot write GIF). */
export const outputTypeOf = (fileType: string): 'image/jpeg' | 'image/png' => (fileType === 'image/jpeg' ? 'image/jpeg' : 'image/png');

/** One zoom step in or out (0.1, spec §9), kept within the dialog's range and free of float noise. */
export const stepZoom = (zoom: number, direction: 1 | -1): number =>
  Math.min(AVATAR_ZOOM.max, Math.max(AVATAR_ZOOM.min, Math.round((zoom + direction * AVATAR_ZOOM.step) * 10) / 10));

/** The spec's limit: cropped data above 256000 characters is refused. */
export const isAvatarTooLarge = (dataUrl: string): boolean => dataUrl.length > PROFILE_LIMITS.avatar;

/** The image a data URL holds, decoded; rejects when it is not an image the browser can read (a text file named .png). */
export const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => (image.naturalWidth > 0 && image.naturalHeight > 0 ? resolve(image) : reject(new Error('image has no pixels')));
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = src;
  });

/** Draws the square crop of the image (in its own pixels) onto a canvas and answers it as a data URL. */
export const cropToDataUrl = async (src: string, area: PixelArea, type: 'image/jpeg' | 'image/png'): Promise<string> => {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(AVATAR_OUTPUT_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return canvas.toDataURL(type, 0.92);
};

/** Reads a chosen file as a data URL for the cropper. */
export const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
