import { type Box, unionBox } from '../domain/box';
import { layoutOf, type FieldKey } from './formats';
import type { MrzFields, MrzResult } from './types';

/** What a rules file may take from an MRZ (rules' MrzFieldName): its fields, the full name, or its lines. */
export type MrzPart = keyof MrzFields | 'fullName' | 'raw';

/**
 * Where one of the MRZ's values is printed, in the pixels of the page its band was read on: OCR-B is a fixed
 * pitch and ICAO 9303 fixes every field's line and characters, so the band's rows and columns place it. A name
 * ends at its last letter, not at the fillers after it. Undefined when the band's place is not known.
 */
export function mrzFieldBox(mrz: MrzResult, part: MrzPart): Box | undefined {
  const band = mrz.band;
  if (!band) return undefined;
  const layout = layoutOf(mrz);
  if (!layout) return undefined;
  if (part === 'raw') return band;
  const rowHeight = (band.y1 - band.y0) / layout.lineCount;
  const pitch = (band.x1 - band.x0) / layout.lineLength;
  const boxes = charactersOf(mrz, layout.fields, part).map(({ line, start, end }) => ({
    x0: band.x0 + start * pitch,
    y0: band.y0 + line * rowHeight,
    x1: band.x0 + end * pitch,
    y1: band.y0 + (line + 1) * rowHeight,
  }));
  return boxes.length ? unionBox(boxes) : undefined;
}

interface Characters {
  line: number;
  start: number;
  end: number;
}

/** The characters `part` is written in: its spans, each cut to where its text ends before the fillers. */
function charactersOf(mrz: MrzResult, spans: ReadonlyArray<{ key: FieldKey; line: number; start: number; length: number }>, part: Exclude<MrzPart, 'raw'>): Characters[] {
  const written = (line: number, start: number, end: number): Characters | null => {
    const text = mrz.lines[line]?.slice(start, end) ?? '';
    const last = text.replace(/<+$/, '').length;
    return last > 0 ? { line, start, end: start + last } : null;
  };
  const found: Array<Characters | null> = [];
  for (const span of spans) {
    const end = span.start + span.length;
    if (span.key === part) found.push(written(span.line, span.start, end));
    else if (span.key === 'name' && (part === 'surname' || part === 'givenNames' || part === 'fullName')) {
      // One span holds both names, the surname first, two fillers between them.
      const text = mrz.lines[span.line]?.slice(span.start, end) ?? '';
      const split = text.indexOf('<<');
      if (part === 'fullName' || split < 0) found.push(written(span.line, span.start, end));
      else if (part === 'surname') found.push(written(span.line, span.start, span.start + split));
      else found.push(written(span.line, span.start + split + 2, end));
    } else if (part === 'fullName' && (span.key === 'surname' || span.key === 'givenNames')) found.push(written(span.line, span.start, end));
  }
  return found.filter((c): c is Characters => c !== null);
}
