import { createRng, deriveSeed } from '../prng';

/** Which side(s) a web image shows: most pictures online are one side of a card. */
export type WebSides = 'front' | 'back' | 'both';
export const WEB_SIDES: readonly WebSides[] = ['front', 'back', 'both'];

/**
 * How a picture with the web look was taken: `web` as found online (400-900 px, JPEG 60-90), `scan` a flat scan
 * at the layouts' 12 px/mm (300 dpi; passports 10), `phone` a hand-held phone photo of that (turned, uneven
 * light, blur, noise, as the camera set). Each is its own fixture set, named after it.
 */
export type LookCapture = 'web' | 'scan' | 'phone';
export const LOOK_CAPTURES: readonly LookCapture[] = ['web', 'scan', 'phone'];

/** Whether a fixture variant is one of the captures of the web look (its truth then records the look). */
export function isLookCapture(variant: string): variant is LookCapture {
  return (LOOK_CAPTURES as readonly string[]).includes(variant);
}

// Image i of a run of a two-sided kind: 3 fronts, 3 backs and 2 of both in 8, the first two a front and a back
// so that the golden test's sample of two sees one of each.
const SIDES_BY_INDEX: readonly WebSides[] = ['front', 'back', 'both', 'front', 'back', 'both', 'front', 'back'];

export function webSidesForIndex(index: number): WebSides {
  return SIDES_BY_INDEX[index % SIDES_BY_INDEX.length];
}

/** A sans family for values and captions, with its width relative to Liberation Sans (the layouts' metric). */
export interface SansFamily {
  name: string;
  widthFactor: number;
}

/**
 * Debian's fonts-liberation2, fonts-freefont-ttf, fonts-noto-core and fonts-dejavu-extra. The factors were
 * measured on a caption-and-value line at 30 px (bold is the wider of the two): they shrink long values a little
 * more so that a wider face does not run into the next field.
 */
export const WEB_FONTS: readonly SansFamily[] = [
  { name: 'Liberation Sans', widthFactor: 1.0 },
  { name: 'FreeSans', widthFactor: 1.01 },
  { name: 'Noto Sans', widthFactor: 1.03 },
  { name: 'Noto Sans Display', widthFactor: 0.99 },
  { name: 'DejaVu Sans Condensed', widthFactor: 1.06 },
];

export const OVERPRINT_WORDS = ['SPECIMEN', 'MUSTER', 'SAMPLE', 'SPÉCIMEN'] as const;

export interface Overprint {
  word: (typeof OVERPRINT_WORDS)[number];
  colour: string;
  opacity: number;
  /** Degrees, negative: rising to the right as stamps usually are. */
  angle: number;
  /** Letter height as a fraction of the side's height. */
  size: number;
  /** Outlined letters instead of filled ones. */
  outline: boolean;
}

export interface SecurityPrint {
  /** 2-3 saturated but light inks for the guilloche, rosettes and microtext. */
  inks: string[];
  /** Opacity of the whole print: how much it fights the text varies from card to card. */
  strength: number;
  /** The rainbow band's direction (degrees) and its position and width across the side (fractions). */
  rainbowAngle: number;
  rainbowAt: number;
  rainbowWidth: number;
}

/** How one web image looks, drawn from its seed alone so its truth can be made without rendering. */
export interface WebStyle {
  font: SansFamily;
  security: SecurityPrint;
  overprint?: Overprint;
  /** An iridescent translucent patch over part of one printed value. */
  hologram: boolean;
  /** Output width in px, JPEG quality, and the ground around the card(s). */
  width: number;
  quality: number;
  background: string;
  marginMm: number;
  /** Two sides one above the other or side by side. */
  arrangement: 'stack' | 'row';
}

const INKS = ['#f29bc0', '#8fd3f4', '#a6e3a1', '#f7c873', '#c7a6f2', '#f2a38a', '#7fdcc4', '#b8c8f8'];

export function makeWebStyle(seed: number): WebStyle {
  const rng = createRng(deriveSeed(seed, 'web'));
  const font = rng.pick(WEB_FONTS);
  const inks: string[] = [];
  const inkCount = rng.int(2, 3);
  while (inks.length < inkCount) {
    const ink = rng.pick(INKS);
    if (!inks.includes(ink)) inks.push(ink);
  }
  const security: SecurityPrint = {
    inks,
    strength: rng.range(0.45, 0.95),
    rainbowAngle: rng.range(-40, 40),
    rainbowAt: rng.range(0.2, 0.8),
    rainbowWidth: rng.range(0.25, 0.6),
  };
  const overprint: Overprint | undefined = rng.chance(0.5)
    ? {
        word: rng.pick(OVERPRINT_WORDS),
        colour: rng.pick(['#d4202c', '#c0392b', '#6e6e6e', '#8a8a8a']),
        opacity: rng.range(0.2, 0.42),
        angle: -rng.range(12, 32),
        size: rng.range(0.2, 0.3),
        outline: rng.chance(0.3),
      }
    : undefined;
  return {
    font,
    security,
    ...(overprint ? { overprint } : {}),
    hologram: rng.chance(0.4),
    width: rng.int(400, 900),
    quality: rng.int(70, 90),
    background: rng.pick(['#ffffff', '#ffffff', '#f4f4f4', '#e9ecef']),
    marginMm: rng.pick([0, 1, 2, 4]),
    arrangement: rng.chance(0.6) ? 'stack' : 'row',
  };
}

/** What the ground truth's `generator` block records of the look (the font, and the overprint and hologram if any). */
export function describeWebStyle(style: WebStyle): { font: string; overprint?: string; hologram?: true } {
  return { font: style.font.name, ...(style.overprint ? { overprint: style.overprint.word } : {}), ...(style.hologram ? { hologram: true as const } : {}) };
}
