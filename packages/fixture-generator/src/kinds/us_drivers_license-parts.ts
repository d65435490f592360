import type { CardElement, FontName } from '../card/card-spec';
import { estimateTextWidth } from '../estimate-text-width';

/**
 * Drawing helpers shared by the North American licence layouts: a printed field there is a row of an AAMVA
 * field number (small), a caption and the value, on one baseline, or a caption with its value under it.
 */

export interface InlineStyle {
  numSize?: number;
  capSize?: number;
  valSize?: number;
  numFill?: string;
  capFill?: string;
  valFill?: string;
  capBold?: boolean;
  valBold?: boolean;
  font?: FontName;
  capFont?: FontName;
  /** Space between caption and value, mm. */
  gap?: number;
  /** Space between the field number and its caption, mm. */
  numGap?: number;
  /** Value starts here instead of right after the caption. */
  valueX?: number;
  maxWidth?: number;
}

const width = (text: string, size: number, bold: boolean): number => estimateTextWidth(text, size, bold);

/** "4d DLN: 12345678" on one baseline; number and caption optional. */
export function inline(x: number, y: number, num: string, caption: string, value: string, s: InlineStyle = {}): CardElement[] {
  const numSize = s.numSize ?? 1.4;
  const capSize = s.capSize ?? 1.8;
  const out: CardElement[] = [];
  let at = x;
  if (num) {
    out.push({ type: 'text', x: at, y, text: num, size: numSize, fill: s.numFill ?? '#4a4a4a', font: s.capFont ?? 'sans' });
    at += width(num, numSize, false) + (s.numGap ?? 0.8);
  }
  if (caption) {
    out.push({ type: 'text', x: at, y, text: caption, size: capSize, bold: s.capBold ?? true, fill: s.capFill ?? '#2a4b8d', font: s.capFont ?? 'sans' });
    at += width(caption, capSize, s.capBold ?? true) + (s.gap ?? 1);
  }
  out.push({
    type: 'text',
    x: s.valueX ?? at,
    y,
    text: value,
    size: s.valSize ?? 2.6,
    bold: s.valBold ?? true,
    fill: s.valFill ?? '#151515',
    font: s.font ?? 'sans',
    maxWidth: s.maxWidth,
  });
  return out;
}

/** A caption (with its field number) over its value. */
export function stacked(x: number, y: number, num: string, caption: string, value: string, s: InlineStyle = {}): CardElement[] {
  const capSize = s.capSize ?? 1.7;
  const valSize = s.valSize ?? 2.6;
  const head = inline(x, y, num, caption, '', { ...s, capSize }).slice(0, -1);
  return [
    ...head,
    { type: 'text', x: s.valueX ?? x, y: y + valSize * 1.12, text: value, size: valSize, bold: s.valBold ?? true, fill: s.valFill ?? '#151515', font: s.font ?? 'sans', maxWidth: s.maxWidth },
  ];
}

/** Value lines one under the other (names, addresses), with an optional field number before the first. */
export function lines(x: number, y: number, num: string, values: string[], s: InlineStyle & { lead?: number } = {}): CardElement[] {
  const valSize = s.valSize ?? 2.6;
  const lead = s.lead ?? valSize * 1.18;
  const out: CardElement[] = [];
  if (num) out.push({ type: 'text', x: x - width(num, s.numSize ?? 1.4, false) - 0.8, y, text: num, size: s.numSize ?? 1.4, fill: s.numFill ?? '#4a4a4a' });
  values.forEach((value, i) =>
    out.push({ type: 'text', x, y: y + i * lead, text: value, size: valSize, bold: s.valBold ?? true, fill: s.valFill ?? '#151515', font: s.font ?? 'sans', maxWidth: s.maxWidth }),
  );
  return out;
}

/** Standard American Soundex: first letter and three digits. e.g. soundex("ROBERT") === "R163" */
export function soundex(name: string): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  if (!letters) return 'Z000';
  const code = (ch: string): string => {
    if ('BFPV'.includes(ch)) return '1';
    if ('CGJKQSXZ'.includes(ch)) return '2';
    if ('DT'.includes(ch)) return '3';
    if (ch === 'L') return '4';
    if ('MN'.includes(ch)) return '5';
    if (ch === 'R') return '6';
    return '';
  };
  let out = letters[0];
  let previous = code(letters[0]);
  for (const ch of letters.slice(1)) {
    const digit = code(ch);
    if (digit && digit !== previous) out += digit;
    // H and W do not separate two letters of the same code; vowels do.
    if (ch !== 'H' && ch !== 'W') previous = digit;
    if (out.length === 4) break;
  }
  return out.padEnd(4, '0');
}
