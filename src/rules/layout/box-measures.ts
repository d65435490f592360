import type { Box } from '../../ocr/types';

/** A box's height, at least one pixel: what gaps and type sizes are measured in. */
export const boxHeight = (b: Box): number => Math.max(1, b.y1 - b.y0);
export const centreX = (b: Box): number => (b.x0 + b.x1) / 2;
export const centreY = (b: Box): number => (b.y0 + b.y1) / 2;
