import { drawGuilloche } from './draw-guilloche';
import { escapeXml } from './escape-xml';
import { estimateTextWidth } from './estimate-text-width';
import type { Rng } from './prng';
import type { Identity, LayoutCell, PageLayout, Palette } from './types';
import { drawHologram, type Box } from './web/draw-hologram';
import { drawOverprint } from './web/draw-overprint';
import { drawPortrait, GREYSCALE_FILTER } from './web/draw-portrait';
import { drawSecurityPrint } from './web/draw-security-print';
import type { WebStyle } from './web/web-style';

/** 10 px per mm on the ICAO 9303 TD3 page of 125 × 88 mm. */
export const PAGE_WIDTH = 1250;
export const PAGE_HEIGHT = 880;

const FIELD_LEFT = 405;
const FIELD_RIGHT = 1215;
const FIELDS_BOTTOM = 636;
/** The MRZ zone is the bottom 23.2 mm of the page (ICAO 9303 part 4). */
const MRZ_TOP = PAGE_HEIGHT - 232;
const PHOTO = { x: 42, y: 150, width: 330, height: 430 };

const SANS = 'Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif';
const OCRB = 'OCR B, OCR-B, OCRB, monospace';
const LABEL_SIZE = 14.5;
const LABEL_LEAD = 16;
const VALUE_SIZE = 26;
const VALUE_LEAD = 30;
/** Values are never shrunk below this: a layout that needs more is a layout bug, not a rendering choice. */
export const MIN_VALUE_SIZE = 17;

/** ICAO character pitch 2.54 mm; the OCR-B advance is 0.722 em, letter spacing makes up the rest. */
const MRZ_SIZE = 33;
const MRZ_PITCH = 25.4;
const OCRB_ADVANCE_EM = 0.722;

export interface PlacedCell {
  cell: LayoutCell;
  x: number;
  /** Top of the row. */
  top: number;
  /** Label lines of the row's tallest label: labels sit just above the values, which share one baseline. */
  rowLabelLines: number;
  labelSize: number;
  valueSize: number;
}

/**
 * Positions the rows of a layout in the field area: each row as tall as its labels and values need, the spare
 * height shared out as gaps, and each label and value shrunk only as far as needed to stay clear of the next
 * field. Pure, so tests can check that every layout fits without rendering anything.
 */
export function placeCells(layout: PageLayout): PlacedCell[] {
  const top = fieldsTop(layout);
  const heights = layout.rows.map((row) => rowHeight(row));
  const natural = heights.reduce((a, b) => a + b, 0);
  const spare = FIELDS_BOTTOM - top - natural;
  if (spare < 0) throw new Error(`layout "${layout.state[0]}" is ${-spare}px too tall`);
  const gap = Math.min(16, spare / Math.max(1, layout.rows.length - 1));

  const placed: PlacedCell[] = [];
  let y = top;
  layout.rows.forEach((row, index) => {
    const sorted = [...row].sort((a, b) => a.col - b.col);
    const rowLabelLines = Math.max(...row.map((cell) => cell.label.length));
    sorted.forEach((cell, i) => {
      const right = i + 1 < sorted.length ? FIELD_LEFT + sorted[i + 1].col - 18 : FIELD_RIGHT;
      const x = FIELD_LEFT + cell.col;
      const room = right - x;
      const labelSize = Math.min(
        LABEL_SIZE,
        ...cell.label.map((line) => (LABEL_SIZE * room) / Math.max(1, estimateTextWidth(line, LABEL_SIZE, false))),
      );
      const valueSize = Math.min(
        VALUE_SIZE,
        ...valueLines(cell).map((line) => (VALUE_SIZE * (room - 4)) / Math.max(1, estimateTextWidth(line, VALUE_SIZE, true))),
      );
      placed.push({ cell, x, top: y, rowLabelLines, labelSize, valueSize: Math.floor(valueSize * 2) / 2 });
    });
    y += heights[index] + gap;
  });
  return placed;
}

/** The web look of a page (packages/fixture-generator/src/web): its style and the stream its drawings draw from. */
export interface PageLook {
  style: WebStyle;
  rng: Rng;
}

/** The data page as SVG, 1250 × 880 px, transparent outside its rounded corners; with a `look`, as a web image. */
export function renderPageSvg(identity: Identity, layout: PageLayout, palette: Palette, rng: Rng, look?: PageLook): string {
  const family = look ? `${look.style.font.name}, ${SANS}` : SANS;
  const defs: string[] = [];
  const body: string[] = [];
  body.push(`<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="url(#paper)"/>`);
  body.push(drawGuilloche(rng, PAGE_WIDTH, PAGE_HEIGHT, palette.pattern));
  if (look) {
    const print = drawSecurityPrint(look.rng, look.style.security, PAGE_WIDTH, PAGE_HEIGHT, PAGE_WIDTH / 125);
    defs.push(print.defs, GREYSCALE_FILTER);
    body.push(print.body);
  }
  // ICAO asks for a quiet background behind the MRZ: lighten the pattern there.
  body.push(`<rect x="0" y="${MRZ_TOP - 40}" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT - MRZ_TOP + 40}" fill="url(#quiet)"/>`);
  body.push(drawHeader(layout, palette, family));
  body.push(look ? drawPortrait(look.rng, PHOTO.x, PHOTO.y, PHOTO.width, PHOTO.height, { id: 'portrait' }) : drawPhoto(rng));
  const placed = placeCells(layout);
  for (const cell of placed) body.push(drawCell(cell, palette, rng, family));
  body.push(drawMrz(identity.mrz));
  if (look?.style.overprint) body.push(drawOverprint(look.style.overprint, PAGE_WIDTH, PAGE_HEIGHT, family));
  if (look?.style.hologram) {
    const hologram = drawHologram(look.rng, look.rng.pick(valueBoxes(placed)), PAGE_WIDTH / 125);
    defs.push(hologram.defs);
    body.push(hologram.body);
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.paper[0]}"/><stop offset="1" stop-color="${palette.paper[1]}"/></linearGradient>`,
    `<linearGradient id="photo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d3d7dc"/><stop offset="1" stop-color="#b9bec4"/></linearGradient>`,
    `<linearGradient id="quiet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.6"/></linearGradient>`,
    // TD3 corners are rounded with a radius of about 3.2 mm.
    `<clipPath id="page"><rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" rx="32" ry="32"/></clipPath>`,
    ...defs,
    '</defs>',
    `<g clip-path="url(#page)">${body.join('')}</g>`,
    '</svg>',
  ].join('');
}

function fieldsTop(layout: PageLayout): number {
  return layout.header === 'title-right' || layout.state.length > 1 ? 122 : 108;
}

function rowHeight(row: LayoutCell[]): number {
  const labelLines = Math.max(...row.map((cell) => cell.label.length));
  const lines = Math.max(...row.map((cell) => (cell.signature ? 1 : valueLines(cell).length)));
  return labelLines * LABEL_LEAD + lines * VALUE_LEAD + 4;
}

function valueLines(cell: LayoutCell): string[] {
  return typeof cell.value === 'string' ? [cell.value] : cell.value;
}

function text(x: number, y: number, content: string, size: number, fill: string, extra = '', family = SANS): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${family}" font-size="${size.toFixed(1)}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

/** Largest size up to `size` at which `content` fits in `width`. */
function fit(content: string, size: number, width: number, bold: boolean): number {
  return Math.min(size, (size * width) / Math.max(1, estimateTextWidth(content, size, bold)));
}

function drawHeader(layout: PageLayout, palette: Palette, family: string): string {
  const out: string[] = [];
  const [state, ...stateMore] = layout.state;
  const [title, ...titleMore] = layout.title;
  if (layout.header === 'icao') {
    const centre = (FIELD_LEFT + FIELD_RIGHT) / 2;
    const width = FIELD_RIGHT - FIELD_LEFT;
    out.push(text(centre, 64, state, fit(state, 34, width, true), palette.heading, ' font-weight="bold" text-anchor="middle"', family));
    stateMore.forEach((line, i) => out.push(text(centre, 88 + i * 17, line, fit(line, 15, width, false), palette.heading, ' text-anchor="middle"', family)));
    const photoCentre = PHOTO.x + PHOTO.width / 2;
    out.push(text(photoCentre, 72, title, fit(title, 28, PHOTO.width, true), palette.heading, ' font-weight="bold" text-anchor="middle"', family));
    titleMore.forEach((line, i) => out.push(text(photoCentre, 98 + i * 22, line, fit(line, 19, PHOTO.width, false), palette.heading, ' text-anchor="middle"', family)));
  } else {
    out.push(text(FIELD_LEFT, 58, state, fit(state, 30, 540, true), palette.heading, ' font-weight="bold"', family));
    stateMore.forEach((line, i) => out.push(text(FIELD_LEFT, 80 + i * 16, line, fit(line, 13.5, 560, false), palette.heading, '', family)));
    out.push(text(FIELD_RIGHT, 58, title, fit(title, 28, 220, true), palette.heading, ' font-weight="bold" text-anchor="end"', family));
    titleMore.forEach((line, i) => out.push(text(FIELD_RIGHT, 80 + i * 16, line, fit(line, 13.5, 220, false), palette.heading, ' text-anchor="end"', family)));
  }
  return out.join('');
}

/** A grey photo box with a head-and-shoulders silhouette: no face, no real person. */
function drawPhoto(rng: Rng): string {
  const { x, y, width, height } = PHOTO;
  const cx = x + width / 2 + rng.range(-8, 8);
  const headY = y + 170 + rng.range(-10, 10);
  const headRx = rng.range(62, 74);
  const headRy = headRx * rng.range(1.22, 1.34);
  const shoulderY = headY + headRy + 30;
  const shoulders =
    `M${x + 12},${y + height} C${x + 20},${shoulderY + 10} ${cx - 120},${shoulderY - 20} ${cx},${shoulderY - 24} ` +
    `C${cx + 120},${shoulderY - 20} ${x + width - 20},${shoulderY + 10} ${x + width - 12},${y + height} Z`;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#photo)" stroke="#9aa0a6" stroke-width="1"/>`,
    `<path d="${shoulders}" fill="#7b8289"/>`,
    `<rect x="${cx - 26}" y="${headY + headRy - 20}" width="52" height="60" fill="#7b8289"/>`,
    `<ellipse cx="${cx}" cy="${headY}" rx="${headRx.toFixed(1)}" ry="${headRy.toFixed(1)}" fill="#7b8289"/>`,
  ].join('');
}

function drawCell(placed: PlacedCell, palette: Palette, rng: Rng, family: string): string {
  const { cell, x, top, rowLabelLines, labelSize, valueSize } = placed;
  const out: string[] = [];
  const valueTop = top + rowLabelLines * LABEL_LEAD;
  const labelTop = valueTop - cell.label.length * LABEL_LEAD;
  cell.label.forEach((line, i) => out.push(text(x, labelTop + 13 + i * LABEL_LEAD, line, labelSize, palette.label, '', family)));
  if (cell.signature) {
    out.push(drawSignature(rng, x + 10, valueTop + 22));
  } else {
    valueLines(cell).forEach((line, i) =>
      out.push(text(x + 3, valueTop + 25 + i * VALUE_LEAD, line, valueSize, '#141414', ' font-weight="bold"', family)),
    );
  }
  return out.join('');
}

/** The value lines' boxes (px), where a hologram may lie over part of one. */
function valueBoxes(placed: readonly PlacedCell[]): Box[] {
  return placed.flatMap(({ cell, x, top, rowLabelLines, valueSize }) => {
    if (cell.signature) return [];
    const valueTop = top + rowLabelLines * LABEL_LEAD;
    return valueLines(cell).map((line, i) => ({ x: x + 3, y: valueTop + 25 + i * VALUE_LEAD - valueSize * 0.8, w: estimateTextWidth(line, valueSize, true), h: valueSize }));
  });
}

/** A scribble that reads as a handwritten signature from a distance: a smoothed random walk and an underline. */
export function drawSignature(rng: Rng, x: number, y: number): string {
  const points: Array<[number, number]> = [[x, y]];
  let px = x;
  const count = rng.int(9, 14);
  for (let i = 0; i < count; i++) {
    px += rng.range(10, 26);
    points.push([px, y + rng.range(-24, 10)]);
  }
  let d = `M${x},${y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [qx, qy] = points[i];
    const [nx, ny] = points[i + 1];
    d += ` Q${qx.toFixed(1)},${qy.toFixed(1)} ${((qx + nx) / 2).toFixed(1)},${((qy + ny) / 2).toFixed(1)}`;
  }
  const underlineY = y + rng.range(6, 12);
  d += ` M${(x + rng.range(-6, 20)).toFixed(1)},${underlineY.toFixed(1)} Q${((x + px) / 2).toFixed(1)},${(underlineY + rng.range(-8, 8)).toFixed(1)} ${(px + rng.range(-10, 10)).toFixed(1)},${(underlineY - rng.range(0, 6)).toFixed(1)}`;
  return `<path d="${d}" fill="none" stroke="#1f2d6b" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function drawMrz(lines: [string, string]): string {
  const spacing = MRZ_PITCH - OCRB_ADVANCE_EM * MRZ_SIZE;
  const left = (PAGE_WIDTH - 44 * MRZ_PITCH) / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="${left.toFixed(1)}" y="${750 + i * 68}" font-family="${OCRB}" font-size="${MRZ_SIZE}" letter-spacing="${spacing.toFixed(2)}" fill="#101010">${escapeXml(line)}</text>`,
    )
    .join('');
}
