import { estimateTextWidth } from '../estimate-text-width';
import type { FieldElement, TextElement } from './card-spec';

/** Width estimate in mm; combining marks (Thai vowels and tones, Arabic harakat) take no advance. */
export function textWidthMm(content: string, size: number, bold: boolean): number {
  return estimateTextWidth(content.replace(/\p{M}/gu, ''), size, bold);
}

/** The size `content` is drawn at: `size`, shrunk to fit `maxWidth` (mm) in a face `widthFactor` as wide as Liberation Sans. */
export function fitted(content: string, size: number, bold: boolean, widthFactor: number, maxWidth?: number): number {
  if (!maxWidth) return size;
  return Math.min(size, (size * maxWidth) / Math.max(0.1, textWidthMm(content, size, bold) * widthFactor));
}

/** A field as the text elements it is drawn with: its caption lines, then its value lines. */
export function fieldTexts(f: FieldElement, widthFactor = 1): { labels: TextElement[]; values: TextElement[] } {
  const labelSize = f.labelSize ?? 1.6;
  const valueSize = f.valueSize ?? 2.6;
  const bold = f.valueBold ?? true;
  const anchor = f.rtl ? 'end' : 'start';
  const labels: TextElement[] = f.label.map((line, i) => ({ type: 'text', x: f.x, y: f.y + i * labelSize * 1.15, text: line, size: labelSize, font: f.labelFont ?? f.font, fill: f.labelFill ?? '#3a4a5c', anchor, rtl: f.rtl }));
  const lastLabelY = f.y + (f.label.length - 1) * labelSize * 1.15;
  let x = f.x;
  // `right`: on the caption's last line, after it; `below`: a line under it.
  let first = f.label.length ? lastLabelY + valueSize * 1.1 : f.y;
  if (f.placement === 'right') {
    const labelWidth = Math.max(0, ...f.label.map((line) => textWidthMm(line, labelSize, false) * widthFactor));
    const gap = f.gap ?? 1.5;
    x = f.rtl ? f.x - labelWidth - gap : f.x + labelWidth + gap;
    first = lastLabelY;
  }
  const values: TextElement[] = f.value.map((line, i) => ({ type: 'text', x, y: first + i * valueSize * 1.2, text: line, size: valueSize, bold, font: f.font, fill: f.valueFill, maxWidth: f.maxWidth, anchor, rtl: f.rtl }));
  return { labels, values };
}

