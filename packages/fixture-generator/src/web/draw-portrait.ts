import type { Rng } from '../prng';

const SKIN = ['#f1c9a5', '#e0ac84', '#c68863', '#a86e4b', '#7d4f33', '#f5d7bf'];
const HAIR = ['#1d1a18', '#3b2a20', '#6b4a2f', '#a87b4f', '#d8b77a', '#9a9a9a', '#7a3b22'];
const CLOTHES = ['#1f2f4f', '#2f2f33', '#5a1f2b', '#3f5a3a', '#6b7280', '#e8e4dc', '#24507a'];
const GROUNDS: Array<[string, string]> = [['#dfe7ee', '#c5d2de'], ['#ece8e0', '#d8d2c6'], ['#e4e4e4', '#cfcfcf'], ['#d9e6f2', '#bcd1e6']];

export interface PortraitOptions {
  /** A small second portrait printed faintly in one ink (the "ghost image" of most cards). */
  ghost?: boolean;
  /** Unique within the SVG, for the gradient. */
  id: string;
}

/**
 * A drawn head and shoulders filling a photo box (px): ground, clothes, neck, face, hair, eyes, brows, nose and
 * mouth as plain shapes. Never a photo and no one in particular; it puts skin, hair and clothing tones where a
 * real card's portrait is, which a grey silhouette does not.
 */
export function drawPortrait(rng: Rng, x: number, y: number, w: number, h: number, options: PortraitOptions): string {
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const clothes = rng.pick(CLOTHES);
  const [groundTop, groundBottom] = rng.pick(GROUNDS);
  const longHair = rng.chance(0.45);

  const cx = x + w / 2 + rng.range(-0.03, 0.03) * w;
  const headRx = w * rng.range(0.2, 0.25);
  const headRy = headRx * rng.range(1.2, 1.35);
  const headY = y + h * rng.range(0.36, 0.42);
  const chin = headY + headRy;
  const shoulderY = chin + h * 0.1;
  const shoulders =
    `M${x},${y + h} L${x},${shoulderY + h * 0.12} C${x + w * 0.08},${shoulderY} ${cx - w * 0.3},${shoulderY - h * 0.04} ${cx},${shoulderY - h * 0.04} ` +
    `C${cx + w * 0.3},${shoulderY - h * 0.04} ${x + w * 0.92},${shoulderY} ${x + w},${shoulderY + h * 0.12} L${x + w},${y + h} Z`;
  const neck = `<rect x="${(cx - headRx * 0.42).toFixed(1)}" y="${(chin - headRy * 0.3).toFixed(1)}" width="${(headRx * 0.84).toFixed(1)}" height="${(shoulderY - chin + headRy * 0.3).toFixed(1)}" fill="${skin}"/>`;
  const hairTop = headY - headRy * 1.08;
  const hairBack = longHair
    ? `<path d="M${cx - headRx * 1.15},${headY} Q${cx - headRx * 1.3},${chin + h * 0.08} ${cx - headRx * 0.9},${chin + h * 0.1} L${cx + headRx * 0.9},${chin + h * 0.1} Q${cx + headRx * 1.3},${chin + h * 0.08} ${cx + headRx * 1.15},${headY} Z" fill="${hair}"/>`
    : '';
  const hairCap = `<path d="M${cx - headRx * 1.06},${headY + headRy * 0.05} C${cx - headRx * 1.1},${hairTop} ${cx + headRx * 1.1},${hairTop} ${cx + headRx * 1.06},${headY + headRy * 0.05} C${cx + headRx * 0.8},${headY - headRy * 0.55} ${cx - headRx * 0.5},${headY - headRy * 0.7} ${cx - headRx * 1.06},${headY + headRy * 0.05} Z" fill="${hair}"/>`;
  const eyeY = headY + headRy * 0.02;
  const eyeDx = headRx * 0.4;
  const eye = (ex: number) => `<ellipse cx="${ex.toFixed(1)}" cy="${eyeY.toFixed(1)}" rx="${(headRx * 0.13).toFixed(1)}" ry="${(headRx * 0.07).toFixed(1)}" fill="#2b2420"/>`;
  const brow = (ex: number) => `<path d="M${ex - headRx * 0.18},${eyeY - headRy * 0.14} Q${ex},${eyeY - headRy * 0.2} ${ex + headRx * 0.18},${eyeY - headRy * 0.14}" stroke="${hair}" stroke-width="${(headRx * 0.06).toFixed(1)}" fill="none"/>`;
  const nose = `<path d="M${cx},${eyeY + headRy * 0.05} L${cx - headRx * 0.08},${eyeY + headRy * 0.32} L${cx + headRx * 0.06},${eyeY + headRy * 0.34}" stroke="#00000033" stroke-width="${(headRx * 0.04).toFixed(1)}" fill="none"/>`;
  const mouth = `<path d="M${cx - headRx * 0.25},${headY + headRy * 0.55} Q${cx},${headY + headRy * rng.range(0.58, 0.66)} ${cx + headRx * 0.25},${headY + headRy * 0.55}" stroke="#8a4a44" stroke-width="${(headRx * 0.06).toFixed(1)}" fill="none"/>`;

  const parts = [
    `<linearGradient id="${options.id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${groundTop}"/><stop offset="1" stop-color="${groundBottom}"/></linearGradient>`,
    `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="url(#${options.id})"/>`,
    hairBack,
    `<path d="${shoulders}" fill="${clothes}"/>`,
    neck,
    `<ellipse cx="${cx.toFixed(1)}" cy="${headY.toFixed(1)}" rx="${headRx.toFixed(1)}" ry="${headRy.toFixed(1)}" fill="${skin}"/>`,
    hairCap,
    eye(cx - eyeDx),
    eye(cx + eyeDx),
    brow(cx - eyeDx),
    brow(cx + eyeDx),
    nose,
    mouth,
  ].join('');
  const clip = `<clipPath id="${options.id}-clip"><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}"/></clipPath>`;
  // A ghost image is printed in one ink, faint, over the security print.
  const look = options.ghost ? ' opacity="0.3" filter="url(#greyscale)"' : '';
  return `${clip}<g clip-path="url(#${options.id}-clip)"${look}>${parts}</g>`;
}

/** The filter a ghost portrait refers to; one per SVG. */
export const GREYSCALE_FILTER = '<filter id="greyscale"><feColorMatrix type="saturate" values="0"/></filter>';
