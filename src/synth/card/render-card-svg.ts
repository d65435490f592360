import bwipjs from 'bwip-js';
import { drawGuilloche } from '../draw-guilloche';
import { escapeXml } from '../escape-xml';
import { estimateTextWidth } from '../estimate-text-width';
import type { Rng } from '../prng';
import { drawSignature } from '../render-page-svg';
import type { BarcodeElement, CardElement, CardSpec, FieldElement, FontName, MrzElement, PhotoElement, RectElement, TextElement } from './card-spec';

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

/** One side as SVG, transparent outside its rounded corners. */
export function renderCardSvg(spec: CardSpec, rng: Rng): string {
  const width = Math.round(spec.widthMm * PX_PER_MM);
  const height = Math.round(spec.heightMm * PX_PER_MM);
  const corner = (spec.cornerMm ?? 3.18) * PX_PER_MM;
  const body: string[] = [`<rect width="${width}" height="${height}" fill="url(#paper)"/>`];
  if (spec.background.pattern) body.push(drawGuilloche(rng, width, height, spec.background.pattern));
  for (const element of spec.elements) body.push(drawElement(element, spec, rng));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.background.paper[0]}"/><stop offset="1" stop-color="${spec.background.paper[1]}"/></linearGradient>`,
    `<linearGradient id="photo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d3d7dc"/><stop offset="1" stop-color="#b9bec4"/></linearGradient>`,
    `<clipPath id="side"><rect width="${width}" height="${height}" rx="${corner.toFixed(1)}" ry="${corner.toFixed(1)}"/></clipPath>`,
    '</defs>',
    `<g clip-path="url(#side)">${body.join('')}</g>`,
    '</svg>',
  ].join('');
}

function drawElement(element: CardElement, spec: CardSpec, rng: Rng): string {
  switch (element.type) {
    case 'text':
      return drawText(element);
    case 'field':
      return drawField(element);
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

/** Width estimate in mm; combining marks (Thai vowels and tones, Arabic harakat) take no advance. */
function textWidthMm(content: string, size: number, bold: boolean): number {
  return estimateTextWidth(content.replace(/\p{M}/gu, ''), size, bold);
}

function fitted(content: string, size: number, bold: boolean, maxWidth?: number): number {
  if (!maxWidth) return size;
  return Math.min(size, (size * maxWidth) / Math.max(0.1, textWidthMm(content, size, bold)));
}

function drawText(t: TextElement): string {
  const size = fitted(t.text, t.size, !!t.bold, t.maxWidth);
  const attributes = [
    `x="${px(t.x)}"`,
    `y="${px(t.y)}"`,
    `font-family="${FONTS[t.font ?? 'sans']}"`,
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

function drawField(f: FieldElement): string {
  const labelSize = f.labelSize ?? 1.6;
  const valueSize = f.valueSize ?? 2.6;
  const bold = f.valueBold ?? true;
  const anchor = f.rtl ? 'end' : 'start';
  const out: string[] = [];
  f.label.forEach((line, i) =>
    out.push(drawText({ type: 'text', x: f.x, y: f.y + i * labelSize * 1.15, text: line, size: labelSize, font: f.labelFont ?? f.font, fill: f.labelFill ?? '#3a4a5c', anchor, rtl: f.rtl })),
  );
  const lastLabelY = f.y + (f.label.length - 1) * labelSize * 1.15;
  if (f.placement === 'right') {
    const labelWidth = Math.max(0, ...f.label.map((line) => textWidthMm(line, labelSize, false)));
    const gap = f.gap ?? 1.5;
    const x = f.rtl ? f.x - labelWidth - gap : f.x + labelWidth + gap;
    f.value.forEach((line, i) =>
      out.push(drawText({ type: 'text', x, y: lastLabelY + i * valueSize * 1.2, text: line, size: valueSize, bold, font: f.font, fill: f.valueFill, maxWidth: f.maxWidth, anchor, rtl: f.rtl })),
    );
  } else {
    const first = f.label.length ? lastLabelY + valueSize * 1.1 : f.y;
    f.value.forEach((line, i) =>
      out.push(drawText({ type: 'text', x: f.x, y: first + i * valueSize * 1.2, text: line, size: valueSize, bold, font: f.font, fill: f.valueFill, maxWidth: f.maxWidth, anchor, rtl: f.rtl })),
    );
  }
  return out.join('');
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
