import bwipjs from 'bwip-js';
import { drawGuilloche } from '../draw-guilloche';
import { escapeXml } from '../escape-xml';
import type { Rng } from '../prng';
import { drawSignature } from '../render-page-svg';
import { drawHologram } from '../web/draw-hologram';
import { drawOverprint } from '../web/draw-overprint';
import { drawPortrait, GREYSCALE_FILTER } from '../web/draw-portrait';
import { drawSecurityPrint } from '../web/draw-security-print';
import type { WebStyle } from '../web/web-style';
import type { BarcodeElement, CardElement, CardSpec, FieldElement, FontName, MrzElement, PhotoElement, RectElement, TextElement } from './card-spec';
import { findFreeBox, hasPhoto, valueBoxes } from './element-boxes';
import { fieldTexts, fitted } from './layout-field';

/** 12 px per mm: an ID-1 card is 1027 × 648 px, a 2.5 mm value about 30 px tall, which tesseract reads well. */
export const PX_PER_MM = 12;

const FONTS: Record<FontName, string> = {
  sans: 'Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif',
  serif: 'Liberation Serif, DejaVu Serif, serif',
  mono: 'Liberation Mono, DejaVu Sans Mono, monospace',
  ocrb: 'OCR B, OCR-B, OCRB, DejaVu Sans Mono, monospace',
  thai: 'Loma, Garuda, Noto Sans Thai, sans-serif',
  arabic: 'Noto Naskh Arabic, Noto Sans Arabic, sans-serif',
};

/** The OCR-B advance is 0.722 em; letter spacing makes up the ICAO pitch of 2.54 mm. */
const MRZ_PITCH_MM = 2.54;
const MRZ_SIZE_MM = 3.3;
// The fallback monospaced faces (Liberation Mono, DejaVu Sans Mono) advance 0.6 em.
const OCRB_ADVANCE_EM = 0.6;

const px = (mm: number): string => (mm * PX_PER_MM).toFixed(1);

/**
 * The web look of a side (packages/fixture-generator/src/web): its style and the stream its drawings draw from, apart from the
 * page's so that the plain renders stay as they were.
 */
export interface CardLook {
  style: WebStyle;
  rng: Rng;
}

/** The faces and the width factor text is fitted with: Liberation's by default, the look's sans otherwise. */
interface Typeface {
  families: Record<FontName, string>;
  widthFactor: number;
}

const PLAIN: Typeface = { families: FONTS, widthFactor: 1 };

/** One side as SVG, transparent outside its rounded corners; with a `look`, as a web image of a specimen. */
export function renderCardSvg(spec: CardSpec, rng: Rng, look?: CardLook): string {
  const width = Math.round(spec.widthMm * PX_PER_MM);
  const height = Math.round(spec.heightMm * PX_PER_MM);
  const corner = (spec.cornerMm ?? 3.18) * PX_PER_MM;
  const face: Typeface = look ? { families: { ...FONTS, sans: `${look.style.font.name}, ${FONTS.sans}` }, widthFactor: look.style.font.widthFactor } : PLAIN;
  const defs: string[] = [];
  const body: string[] = [`<rect width="${width}" height="${height}" fill="url(#paper)"/>`];
  if (spec.background.pattern) body.push(drawGuilloche(rng, width, height, spec.background.pattern));
  if (look) {
    const print = drawSecurityPrint(look.rng, look.style.security, width, height, PX_PER_MM);
    defs.push(print.defs, GREYSCALE_FILTER);
    body.push(print.body);
  }
  let portraits = 0;
  for (const element of spec.elements) {
    if (element.type === 'photo' && look) body.push(drawPortrait(look.rng, element.x * PX_PER_MM, element.y * PX_PER_MM, element.w * PX_PER_MM, element.h * PX_PER_MM, { id: `portrait${portraits++}` }));
    else body.push(drawElement(element, spec, rng, face));
  }
  if (look) body.push(...drawLookOver(spec, look, face, defs, width, height));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.background.paper[0]}"/><stop offset="1" stop-color="${spec.background.paper[1]}"/></linearGradient>`,
    `<linearGradient id="photo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d3d7dc"/><stop offset="1" stop-color="#b9bec4"/></linearGradient>`,
    `<clipPath id="side"><rect width="${width}" height="${height}" rx="${corner.toFixed(1)}" ry="${corner.toFixed(1)}"/></clipPath>`,
    ...defs,
    '</defs>',
    `<g clip-path="url(#side)">${body.join('')}</g>`,
    '</svg>',
  ].join('');
}

/**
 * What the web look lays over the printed side: a ghost portrait where a side with a photo has room for one,
 * then the overprint, then the hologram over part of one value.
 */
function drawLookOver(spec: CardSpec, look: CardLook, face: Typeface, defs: string[], width: number, height: number): string[] {
  const out: string[] = [];
  if (hasPhoto(spec)) {
    const ghost = findFreeBox(spec, face.widthFactor, { w: 9, h: 12 }, look.rng);
    if (ghost) out.push(drawPortrait(look.rng, ghost.x * PX_PER_MM, ghost.y * PX_PER_MM, ghost.w * PX_PER_MM, ghost.h * PX_PER_MM, { ghost: true, id: 'ghost' }));
  }
  if (look.style.overprint) out.push(drawOverprint(look.style.overprint, width, height, face.families.sans));
  const values = valueBoxes(spec, face.widthFactor);
  if (look.style.hologram && values.length) {
    const target = look.rng.pick(values);
    const hologram = drawHologram(look.rng, { x: target.x * PX_PER_MM, y: target.y * PX_PER_MM, w: target.w * PX_PER_MM, h: target.h * PX_PER_MM }, PX_PER_MM);
    defs.push(hologram.defs);
    out.push(hologram.body);
  }
  return out;
}

function drawElement(element: CardElement, spec: CardSpec, rng: Rng, face: Typeface): string {
  switch (element.type) {
    case 'text':
      return drawText(element, face);
    case 'field':
      return drawField(element, face);
    case 'photo':
      return drawPhoto(element, rng);
    case 'rect':
      return drawRect(element);
    case 'signature':
      return drawSignature(rng, element.x * PX_PER_MM, element.y * PX_PER_MM);
    case 'mrz':
      return drawMrz(element, spec.widthMm);
    case 'barcode':
      return drawBarcode(element);
  }
}

function drawText(t: TextElement, face: Typeface): string {
  const size = fitted(t.text, t.size, !!t.bold, face.widthFactor, t.maxWidth);
  const attributes = [
    `x="${px(t.x)}"`,
    `y="${px(t.y)}"`,
    `font-family="${face.families[t.font ?? 'sans']}"`,
    `font-size="${px(size)}"`,
    `fill="${t.fill ?? '#151515'}"`,
  ];
  if (t.bold) attributes.push('font-weight="bold"');
  if (t.anchor && t.anchor !== 'start') attributes.push(`text-anchor="${t.anchor}"`);
  if (t.letterSpacing) attributes.push(`letter-spacing="${px(t.letterSpacing)}"`);
  if (t.rtl) attributes.push('direction="rtl"');
  if (t.rotate) attributes.push(`transform="rotate(${t.rotate} ${px(t.x)} ${px(t.y)})"`);
  return `<text ${attributes.join(' ')}>${escapeXml(t.text)}</text>`;
}

function drawField(f: FieldElement, face: Typeface): string {
  const { labels, values } = fieldTexts(f, face.widthFactor);
  return [...labels, ...values].map((t) => drawText(t, face)).join('');
}

function drawRect(r: RectElement): string {
  const radius = r.r ? ` rx="${px(r.r)}" ry="${px(r.r)}"` : '';
  const opacity = r.opacity !== undefined ? ` fill-opacity="${r.opacity}"` : '';
  const stroke = r.stroke ? ` stroke="${r.stroke}" stroke-width="1"` : '';
  return `<rect x="${px(r.x)}" y="${px(r.y)}" width="${px(r.w)}" height="${px(r.h)}" fill="${r.fill}"${radius}${opacity}${stroke}/>`;
}

/** A grey box with a head-and-shoulders silhouette: no face, no real person. */
function drawPhoto(p: PhotoElement, rng: Rng): string {
  const [x, y, w, h] = [p.x, p.y, p.w, p.h].map((v) => v * PX_PER_MM);
  const cx = x + w / 2 + rng.range(-0.02, 0.02) * w;
  const headRx = w * rng.range(0.19, 0.23);
  const headRy = headRx * rng.range(1.22, 1.34);
  const headY = y + h * 0.4;
  const shoulderY = headY + headRy + h * 0.07;
  const shoulders =
    `M${x + w * 0.04},${y + h} C${x + w * 0.06},${shoulderY} ${cx - w * 0.36},${shoulderY - h * 0.05} ${cx},${shoulderY - h * 0.055} ` +
    `C${cx + w * 0.36},${shoulderY - h * 0.05} ${x + w * 0.94},${shoulderY} ${x + w * 0.96},${y + h} Z`;
  return [
    `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="url(#photo)" stroke="#9aa0a6" stroke-width="1"/>`,
    `<path d="${shoulders}" fill="#7b8289"/>`,
    `<ellipse cx="${cx.toFixed(1)}" cy="${headY.toFixed(1)}" rx="${headRx.toFixed(1)}" ry="${headRy.toFixed(1)}" fill="#7b8289"/>`,
  ].join('');
}

function drawMrz(m: MrzElement, sideWidthMm: number): string {
  const spacing = MRZ_PITCH_MM - OCRB_ADVANCE_EM * MRZ_SIZE_MM;
  const length = Math.max(...m.lines.map((l) => l.length));
  const left = m.x ?? (sideWidthMm - length * MRZ_PITCH_MM) / 2;
  return m.lines
    .map(
      (line, i) =>
        `<text x="${px(left)}" y="${px(m.y + i * (m.lineGap ?? 4.2))}" font-family="${FONTS.ocrb}" font-size="${px(MRZ_SIZE_MM)}" letter-spacing="${px(spacing)}" fill="#101010">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** bwip-js draws the symbol as paths in its own box; it is scaled into the element's box on a white ground. */
function drawBarcode(b: BarcodeElement): string {
  const svg = bwipjs.toSVG({ bcid: b.format, text: b.data, scale: 2, ...(b.format === 'pdf417' ? { columns: 8 } : {}) });
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 100 100';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return [
    `<rect x="${px(b.x)}" y="${px(b.y)}" width="${px(b.w)}" height="${px(b.h)}" fill="#ffffff"/>`,
    `<svg x="${px(b.x + 1)}" y="${px(b.y + 1)}" width="${px(b.w - 2)}" height="${px(b.h - 2)}" viewBox="${viewBox}" preserveAspectRatio="none">${inner}</svg>`,
  ].join('');
}
