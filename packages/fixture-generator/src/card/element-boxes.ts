import type { Rng } from '../prng';
import type { CardElement, CardSpec, TextElement } from './card-spec';
import { fieldTexts, fitted, textWidthMm } from './layout-field';

/** A rectangle on a side, mm from its top-left corner. */
export interface MmBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

// Text at or above this size (mm) is a value rather than a caption, where a layout draws values as plain text.
const VALUE_SIZE_MM = 2.2;

/** Where a text element's ink lies, roughly: from its cap height to below its baseline, by the width estimate. */
export function textBox(t: TextElement, widthFactor: number): MmBox {
  const size = fitted(t.text, t.size, !!t.bold, widthFactor, t.maxWidth);
  const width = textWidthMm(t.text, size, !!t.bold) * widthFactor + (t.letterSpacing ?? 0) * [...t.text].length;
  if (t.rotate) return { x: t.x - size, y: t.y - width, w: 2 * size, h: 2 * width };
  const anchor = t.anchor ?? 'start';
  // Right-to-left lines are boxed both ways from their anchor: where they run is the bidi algorithm's business.
  const left = t.rtl ? t.x - width : anchor === 'middle' ? t.x - width / 2 : anchor === 'end' ? t.x - width : t.x;
  return { x: left, y: t.y - size * 0.8, w: t.rtl ? 2 * width : width, h: size };
}

/** Every element's box: what a ghost portrait must not cover. */
export function elementBoxes(spec: CardSpec, widthFactor: number): MmBox[] {
  return spec.elements.flatMap((e) => boxesOf(e, spec, widthFactor));
}

/** The value lines' boxes, where a hologram may lie over part of one. */
export function valueBoxes(spec: CardSpec, widthFactor: number): MmBox[] {
  return spec.elements.flatMap((e) => {
    if (e.type === 'field') return fieldTexts(e, widthFactor).values.filter((t) => t.text.trim()).map((t) => textBox(t, widthFactor));
    if (e.type === 'text' && e.size >= VALUE_SIZE_MM && !e.rotate && e.text.trim()) return [textBox(e, widthFactor)];
    return [];
  });
}

export function hasPhoto(spec: CardSpec): boolean {
  return spec.elements.some((e) => e.type === 'photo');
}

/**
 * A free place of `size` (mm) for a ghost portrait, 1 mm clear of every element and of the edge, tried on a
 * 1 mm grid over the right two thirds in an order the rng shuffles; null when the layout has no room.
 */
export function findFreeBox(spec: CardSpec, widthFactor: number, size: { w: number; h: number }, rng: Rng): MmBox | null {
  const taken = elementBoxes(spec, widthFactor);
  const candidates: MmBox[] = [];
  for (let y = 2; y + size.h <= spec.heightMm - 2; y += 1) {
    for (let x = spec.widthMm / 3; x + size.w <= spec.widthMm - 2; x += 1) {
      const box = { x, y, w: size.w, h: size.h };
      if (taken.every((t) => !overlaps(box, t, 1))) candidates.push(box);
    }
  }
  return candidates.length ? rng.pick(candidates) : null;
}

function boxesOf(e: CardElement, spec: CardSpec, widthFactor: number): MmBox[] {
  switch (e.type) {
    case 'text':
      return [textBox(e, widthFactor)];
    case 'field': {
      const { labels, values } = fieldTexts(e, widthFactor);
      return [...labels, ...values].map((t) => textBox(t, widthFactor));
    }
    case 'photo':
    case 'rect':
    case 'barcode':
      return [{ x: e.x, y: e.y, w: e.w, h: e.h }];
    case 'signature':
      return [{ x: e.x, y: e.y - 6, w: e.w ?? 28, h: 8 }];
    case 'mrz': {
      const gap = e.lineGap ?? 4.2;
      return [{ x: 0, y: e.y - 3.5, w: spec.widthMm, h: (e.lines.length - 1) * gap + 5 }];
    }
  }
}

function overlaps(a: MmBox, b: MmBox, margin: number): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin;
}
