/** An axis-aligned rectangle in pixels: left, top, right, bottom. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A box's height, at least one pixel: what gaps and type sizes are measured in. */
export const boxHeight = (b: Box): number => Math.max(1, b.y1 - b.y0);
export const centreX = (b: Box): number => (b.x0 + b.x1) / 2;
export const centreY = (b: Box): number => (b.y0 + b.y1) / 2;

/** Whether the centre of `b` lies inside `box`: a word or line that belongs to a box found around it. */
export const centreInside = (b: Box, box: Box): boolean => centreX(b) >= box.x0 && centreX(b) <= box.x1 && centreY(b) >= box.y0 && centreY(b) <= box.y1;

/** How far two boxes overlap down (negative: the gap between them). */
export const overlapY = (a: Box, b: Box): number => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);

/**
 * Whether two boxes overlap vertically by more than `share` of the shorter one's height: the same row of text.
 * Half for lines and detected boxes; a third where a caption or a word may be read squashed or set a little off
 * its row (the rules' caption layout).
 */
export const sharesRow = (a: Box, b: Box, share = 0.5): boolean => overlapY(a, b) > share * Math.min(a.y1 - a.y0, b.y1 - b.y0);

/** How far two boxes overlap across (negative: the gap between them). */
export const overlapX = (a: Box, b: Box): number => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/** The smallest box holding every one of `boxes` (a line's around its words, a value's around its lines). */
export function unionBox(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}
