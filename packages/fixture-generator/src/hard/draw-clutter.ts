import sharp from 'sharp';
import type { Rng } from '../prng';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Thing {
  /** Half extents before turning, for the bounding box. */
  halfWidth: number;
  halfHeight: number;
  /** Its outline, for the shadow (no fill of its own). */
  silhouette: string;
  body: string;
  /** Paper may lie under other things; solid things keep apart. */
  flat: boolean;
}

const PAPERS = ['#f4f2ec', '#fbfaf5', '#f1df72', '#dde7f1', '#f1d3da', '#c8a46e'];
const PENS = ['#1d3d8f', '#141414', '#b01c1c', '#1f6b35', '#6b6f76'];
const MUGS = ['#f3f1ec', '#c8262c', '#2a5caa', '#e3b23c', '#2f7d4f', '#2b2b2b'];

/**
 * Things lying on the table around the document, seen from above, as an RGBA PNG the size of the frame: papers
 * with lines of text, a pen, a mug, sometimes a phone and coins, each with a soft shadow. Nothing covers
 * `keepClear` (the document's box); things may run off the frame's edges, as they do in real photos. Sizes are
 * true to life at the document's `pxPerMm`.
 */
export async function drawClutter(rng: Rng, frame: { width: number; height: number }, keepClear: Box, pxPerMm: number): Promise<Buffer> {
  const things: Thing[] = [];
  const papers = rng.int(1, 2);
  for (let i = 0; i < papers; i++) things.push(paper(rng, pxPerMm));
  things.push(pen(rng, pxPerMm), mug(rng, pxPerMm));
  if (rng.chance(0.5)) things.push(phone(rng, pxPerMm));
  const coins = rng.chance(0.5) ? rng.int(1, 3) : 0;
  for (let i = 0; i < coins; i++) things.push(coin(rng, pxPerMm));

  const clear = grow(keepClear, 50);
  const solids: Box[] = [];
  // Papers lie under everything else; solid things never overlap one another. So two layers, each with its
  // shadows under it, stack right.
  const layers = { flat: { shadows: [] as string[], bodies: [] as string[] }, solid: { shadows: [] as string[], bodies: [] as string[] } };
  for (const thing of things) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const cx = rng.range(0, frame.width);
      const cy = rng.range(0, frame.height);
      const turn = rng.range(0, 360);
      const box = turnedBox(cx, cy, thing.halfWidth, thing.halfHeight, turn);
      if (overlaps(box, clear) || (!thing.flat && solids.some((s) => overlaps(box, s)))) continue;
      if (!thing.flat) solids.push(box);
      const at = (dx: number, dy: number) => `translate(${(cx + dx).toFixed(1)} ${(cy + dy).toFixed(1)}) rotate(${turn.toFixed(1)})`;
      const lift = (thing.flat ? 0.5 : 1.5) * pxPerMm;
      const layer = thing.flat ? layers.flat : layers.solid;
      layer.shadows.push(`<g transform="${at(lift, lift * 1.4)}">${thing.silhouette}</g>`);
      layer.bodies.push(`<g transform="${at(0, 0)}">${thing.body}</g>`);
      break;
    }
  }
  const { width, height } = frame;
  const svg = (content: string, scale = 1) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}"><defs>` +
        `<linearGradient id="round" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/>` +
        `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>` +
        `<radialGradient id="dome" cx="0.4" cy="0.35"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/>` +
        `<stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient></defs>${content}</svg>`,
    );
  // librsvg's own blur takes a minute on a 12 MP canvas; libvips blurs a quarter-size shadow in milliseconds.
  const shadow = (shapes: string[], opacity: number) =>
    sharp(svg(`<g fill="#000" opacity="${opacity}">${shapes.join('')}</g>`, 0.25))
      .blur(pxPerMm / 4)
      .resize(width, height)
      .png()
      .toBuffer();
  const inputs = [
    await shadow(layers.flat.shadows, 0.25),
    svg(layers.flat.bodies.join('')),
    await shadow(layers.solid.shadows, 0.4),
    svg(layers.solid.bodies.join('')),
  ];
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(inputs.map((input) => ({ input, left: 0, top: 0 })))
    .png()
    .toBuffer();
}

/** A sticky note, index card, envelope, receipt or A6 sheet, with lines of grey "text". */
function paper(rng: Rng, px: number): Thing {
  const [widthMm, heightMm] = rng.pick([
    [76, 76], // sticky note
    [127, 76], // index card
    [110, 220], // DL envelope
    [80, rng.int(140, 240)], // till receipt
    [105, 148], // A6 sheet
  ] as const);
  const w = Math.round(widthMm * px);
  const h = Math.round(heightMm * px);
  const colour = rng.pick(PAPERS);
  const rect = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}"/>`;
  const lines: string[] = [];
  const pitch = rng.range(3.5, 5.5) * px;
  const margin = rng.range(6, 12) * px;
  for (let y = -h / 2 + margin; y < h / 2 - margin; y += pitch) {
    if (rng.chance(0.15)) continue;
    const length = (w - 2 * margin) * rng.range(0.35, 1);
    lines.push(`<rect x="${(-w / 2 + margin).toFixed(1)}" y="${y.toFixed(1)}" width="${length.toFixed(1)}" height="${(pitch * 0.22).toFixed(1)}" fill="#555" opacity="0.4"/>`);
  }
  return { halfWidth: w / 2, halfHeight: h / 2, silhouette: rect, body: `<g fill="${colour}">${rect}</g>${lines.join('')}`, flat: true };
}

/** A ballpoint pen, 13-15 cm: a long round body, a metal clip and a conical tip. */
function pen(rng: Rng, px: number): Thing {
  const length = Math.round(rng.range(130, 150) * px);
  const t = Math.round(rng.range(8, 11) * px);
  const colour = rng.pick(PENS);
  const tip = Math.round(14 * px);
  const x0 = -length / 2;
  const x1 = length / 2 - tip;
  const cone = `<polygon points="${x1},${-t * 0.4} ${length / 2},0 ${x1},${t * 0.4}"/>`;
  const barrel = `x="${x0}" y="${-t / 2}" width="${length - tip}" height="${t}" rx="${t / 2}"`;
  const body =
    `<rect ${barrel} fill="${colour}"/><g fill="#c9c9c9">${cone}</g>` +
    `<circle cx="${length / 2 - px}" cy="0" r="${px.toFixed(1)}" fill="#222"/>` +
    `<rect x="${x0 + 5 * px}" y="${-t / 2 - 1.5 * px}" width="${Math.round(length * 0.3)}" height="${(3 * px).toFixed(1)}" rx="${px.toFixed(1)}" fill="#d8d8d8" stroke="#8a8a8a" stroke-width="2"/>` +
    `<rect ${barrel} fill="url(#round)"/>`;
  return { halfWidth: length / 2, halfHeight: t / 2 + 2 * px, silhouette: `<rect ${barrel}/>${cone}`, body, flat: false };
}

/** A mug seen from above, 8-9.5 cm across: the handle, the rim and coffee (or nothing) inside. */
function mug(rng: Rng, px: number): Thing {
  const r = Math.round(rng.range(40, 47) * px);
  const colour = rng.pick(MUGS);
  const inside = rng.chance(0.6) ? '#3b2415' : shade(colour, 0.7);
  const reach = Math.round(32 * px);
  const thick = Math.round(13 * px);
  const handle = `<rect x="${r - 3 * px}" y="${-thick / 2}" width="${reach}" height="${thick}" rx="${thick / 2}"/>`;
  const rim = Math.max(4, Math.round(2.5 * px));
  const body =
    `<g fill="${colour}">${handle}</g>` +
    `<circle r="${r}" fill="${colour}"/><circle r="${r}" fill="url(#dome)"/>` +
    `<circle r="${r - rim}" fill="none" stroke="${shade(colour, 1.15)}" stroke-width="${rim}"/>` +
    `<circle r="${r - 2 * rim}" fill="${inside}"/>` +
    `<ellipse cx="${-r * 0.3}" cy="${-r * 0.35}" rx="${r * 0.25}" ry="${r * 0.12}" fill="#fff" opacity="0.18"/>`;
  return { halfWidth: r + reach, halfHeight: r, silhouette: `<circle r="${r}"/>${handle}`, body, flat: false };
}

/** A phone lying face up, 7 × 15 cm: a black slab with a dark glass screen, a rectangle a document finder may like. */
function phone(rng: Rng, px: number): Thing {
  const w = Math.round(rng.range(68, 77) * px);
  const h = Math.round(w * rng.range(2.0, 2.15));
  const bezel = Math.round(2.5 * px);
  const outline = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${w * 0.14}"/>`;
  const screen = `x="${-w / 2 + bezel}" y="${-h / 2 + bezel}" width="${w - 2 * bezel}" height="${h - 2 * bezel}" rx="${w * 0.11}"`;
  const body =
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${w * 0.14}" fill="#1b1c1e"/>` +
    `<rect ${screen} fill="#26292e"/><rect ${screen} fill="url(#round)" opacity="0.5"/>`;
  return { halfWidth: w / 2, halfHeight: h / 2, silhouette: outline, body, flat: false };
}

/** A coin, 18-27 mm. */
function coin(rng: Rng, px: number): Thing {
  const r = Math.round(rng.range(9, 13.5) * px);
  const colour = rng.pick(['#b9a36a', '#c0c0bc', '#a8743f']);
  const body = `<circle r="${r}" fill="${colour}"/><circle r="${r - px}" fill="none" stroke="${shade(colour, 0.8)}" stroke-width="${(0.6 * px).toFixed(1)}"/><circle r="${r}" fill="url(#dome)"/>`;
  return { halfWidth: r, halfHeight: r, silhouette: `<circle r="${r}"/>`, body, flat: false };
}

function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((i) => Math.min(255, Math.round(parseInt(hex.slice(i, i + 2), 16) * factor)));
  return `rgb(${channels.join(',')})`;
}

function turnedBox(cx: number, cy: number, hw: number, hh: number, degrees: number): Box {
  const radians = (degrees * Math.PI) / 180;
  const ex = Math.abs(hw * Math.cos(radians)) + Math.abs(hh * Math.sin(radians));
  const ey = Math.abs(hw * Math.sin(radians)) + Math.abs(hh * Math.cos(radians));
  return { left: cx - ex, top: cy - ey, width: 2 * ex, height: 2 * ey };
}

function grow(box: Box, by: number): Box {
  return { left: box.left - by, top: box.top - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}
