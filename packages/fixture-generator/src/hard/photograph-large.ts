import type { SurfaceOptions } from '../photo/make-surface';
import { photographScene, type Photo } from '../photo/photograph-scene';
import type { Rng } from '../prng';
import { drawClutter } from './draw-clutter';
import type { PageSource } from './page-source';
import { drawTilt, type Tilt } from './tilt-quad';
import { warpPage } from './warp-page';

/** A phone's 12 MP frame, 4:3. */
const LONG_SIDE = 4032;
const SHORT_SIDE = 3024;
/** Shadows, texture and lens blur at this frame's scale, against a page plus margin (≈ 1.6 MP). */
const FRAME_SCALE = 2.5;

/** Tables under the cluttered scene: from dark walnut to a white desk as bright as the card itself. */
const TABLES = [
  [150, 112, 76], // light oak
  [96, 66, 44], // walnut
  [166, 166, 160], // grey laminate
  [204, 202, 196], // white desk
  [118, 128, 120], // green-grey linoleum
] as const;

/**
 * hard-01: the document small in a landscape 12 MP frame (its sheet 32-40 % of the width), tilted 4-10° with a
 * little perspective, somewhere off centre on a table among papers, a pen, a mug, sometimes a phone and coins.
 */
export async function photographOnClutteredTable(source: PageSource, rng: Rng): Promise<Photo> {
  const frame = { width: LONG_SIDE, height: SHORT_SIDE };
  const fraction = rng.range(0.32, 0.4);
  const tilt = drawTilt(rng, [4, 10], [0.88, 0.95]);
  const scale = Math.min((fraction * frame.width) / source.width, (0.85 * frame.height) / turnedHeight(source, tilt));
  const page = await warpPage(await source.render(scale), tilt);
  page.left = placeAlong(rng, frame.width, page.width, 0.05);
  page.top = placeAlong(rng, frame.height, page.height, 0.05);
  const underlay = await drawClutter(rng, frame, page, source.pxPerMm * scale);
  return photographScene(rng, page, frame, {
    surface: { colours: TABLES, grain: 10, scale: FRAME_SCALE },
    underlay,
    scale: FRAME_SCALE,
    blur: [1.0, 1.5],
  });
}

/**
 * hard-09's picture: the document filling 70-85 % of a 12 MP frame held the way the document lies (portrait for
 * a sheet taller than wide, as people turn the phone), turned 1-4° with slight perspective, on a dark surface.
 */
export async function photographFillingFrame(source: PageSource, rng: Rng, surface: SurfaceOptions = {}): Promise<Photo> {
  const frame = source.height > source.width ? { width: SHORT_SIDE, height: LONG_SIDE } : { width: LONG_SIDE, height: SHORT_SIDE };
  const fill = rng.range(0.7, 0.85);
  const tilt = drawTilt(rng, [1, 4], [0.93, 0.99]);
  const scale = fill * Math.min(frame.width / turnedWidth(source, tilt), frame.height / turnedHeight(source, tilt));
  const page = await warpPage(await source.render(scale), tilt);
  page.left = placeAlong(rng, frame.width, page.width, 0.03);
  page.top = placeAlong(rng, frame.height, page.height, 0.03);
  return photographScene(rng, page, frame, { surface: { grain: 10, scale: FRAME_SCALE, ...surface }, scale: FRAME_SCALE, blur: [1.0, 1.6] });
}

/** A random start along a side for a box of `size`, keeping `margin` (a fraction of the side) free at both ends. */
function placeAlong(rng: Rng, side: number, size: number, margin: number): number {
  const free = Math.round(side * margin);
  return size + 2 * free > side ? Math.round((side - size) / 2) : rng.int(free, side - size - free);
}

function turnedWidth(source: PageSource, tilt: Tilt): number {
  const radians = (Math.abs(tilt.angle) * Math.PI) / 180;
  return source.width * Math.cos(radians) + source.height * Math.sin(radians);
}

function turnedHeight(source: PageSource, tilt: Tilt): number {
  const radians = (Math.abs(tilt.angle) * Math.PI) / 180;
  return source.width * Math.sin(radians) + source.height * Math.cos(radians);
}
