import type { Rng } from '../prng';

/**
 * How a scene ends up as a photo file: `scan` a flat sheet through a scanner or a copier, `camera` a sheet on a
 * table taken with a phone (turned, shadow, uneven light), `photo` a view taken with a phone (light, blur,
 * grain), `screen` a screenshot (no grain at all).
 */
export type Finish = 'scan' | 'camera' | 'photo' | 'screen';

export interface SceneDrawing {
  svg: string;
  width: number;
  height: number;
}

/** One family of non-document pictures: drawn from a seed, in variants that differ in layout and finish. */
export interface NonDocumentScene {
  /** The file name's stem, e.g. `receipt`. */
  name: string;
  /** The finish of variant v is `finishes[v % finishes.length]`. */
  finishes: readonly Finish[];
  /** The final image's long side is drawn from this range, px. */
  longSide: readonly [number, number];
  /** `documentType` is the kind the picture will be asked as (the blank form prints that kind's captions). */
  draw(rng: Rng, variant: number, documentType: string): SceneDrawing;
}
