import type { Box } from '../domain/box';
import type { FieldBox, ImagePart } from '../domain/recognition';

/** A point on one of the request's images, in its pixels as decoded at full size, EXIF orientation applied. */
export interface PartPoint {
  part: ImagePart;
  x: number;
  y: number;
}

/**
 * Where a pixel of an image made from the request's images (scaled, warped, stacked, levelled, turned) lies on
 * them: each step that makes a new image composes its own inverse in front of its input's origin, so a box found
 * on the last page maps back in one call, whatever steps led there.
 */
export type ImageOrigin = (x: number, y: number) => PartPoint;

/** An image decoded as it came: its own pixels are the part's. */
export const partItself =
  (part: ImagePart): ImageOrigin =>
  (x, y) => ({ part, x, y });

/** The origin of an image that carries none: the request's `image` as decoded. */
export function originOf(image: { origin?: ImageOrigin }): ImageOrigin {
  return image.origin ?? partItself('image');
}

/** The same origin on another part: the back's pixels are mapped like the image's, and named `back`. */
export function onPart(origin: ImageOrigin, part: ImagePart): ImageOrigin {
  return (x, y) => ({ ...origin(x, y), part });
}

/** An image `sx`, `sy` times the size of the one `origin` belongs to (a resize), pointing back into it. */
export function scaledOrigin(origin: ImageOrigin, sx: number, sy = sx): ImageOrigin {
  return (x, y) => origin(x / sx, y / sy);
}

/** An image cut from another at `left`, `top`. */
export function shiftedOrigin(origin: ImageOrigin, left: number, top: number): ImageOrigin {
  return (x, y) => origin(x + left, y + top);
}

/**
 * An image turned `radians` clockwise about its centre (y down) from an image `from` big, the result `to` big
 * (a turn's canvas grows, or is cut back to the same size).
 */
export function turnedOrigin(origin: ImageOrigin, radians: number, from: Size, to: Size): ImageOrigin {
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return (x, y) => {
    const [dx, dy] = [x - to.width / 2, y - to.height / 2];
    return origin(cos * dx + sin * dy + from.width / 2, -sin * dx + cos * dy + from.height / 2);
  };
}

export interface Size {
  width: number;
  height: number;
}

/** The full size of each image a request sent. */
export type PartSizes = Readonly<Partial<Record<ImagePart, Size>>>;

/** An image as it came from the decoder, named as the part it is, and the full size it was sent at. */
export function asPart<T extends { width: number; height: number; origin?: ImageOrigin }>(image: T, part: ImagePart): { image: T; size: Size } {
  const origin = onPart(originOf(image), part);
  const corner = origin(image.width, image.height);
  return { image: { ...image, origin }, size: { width: Math.round(corner.x), height: Math.round(corner.y) } };
}

/**
 * Where a point of a page read lies on the request's images: the page is `image` scaled to the page's size and,
 * for a read that levelled it (tesseract's deskew), turned `rotateRadians` about its centre at the same size.
 */
export function pageOrigin(image: { width: number; height: number; origin?: ImageOrigin }, page: Size, rotateRadians: number): ImageOrigin {
  return turnedOrigin(scaledOrigin(originOf(image), page.width / image.width, page.height / image.height), rotateRadians, page, page);
}

/**
 * A box on an image, mapped back through `origin` to the part its centre lies on: the axis-aligned rectangle
 * around its corners there, in whole pixels within that part (`sizes`). Null when it has no area left.
 */
export function boxOnPart(box: Box, origin: ImageOrigin, sizes: PartSizes): FieldBox | null {
  const centre = origin((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2);
  const size = sizes[centre.part];
  if (!size) return null;
  const corners = [origin(box.x0, box.y0), origin(box.x1, box.y0), origin(box.x1, box.y1), origin(box.x0, box.y1)].filter((p) => p.part === centre.part);
  const clampX = (v: number): number => Math.min(size.width, Math.max(0, v));
  const clampY = (v: number): number => Math.min(size.height, Math.max(0, v));
  const x0 = Math.floor(clampX(Math.min(...corners.map((p) => p.x))));
  const y0 = Math.floor(clampY(Math.min(...corners.map((p) => p.y))));
  const x1 = Math.ceil(clampX(Math.max(...corners.map((p) => p.x))));
  const y1 = Math.ceil(clampY(Math.max(...corners.map((p) => p.y))));
  if (x1 <= x0 || y1 <= y0) return null;
  return { side: centre.part, x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
