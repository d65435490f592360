import type { OcrLine } from '../ocr/types';
import { normaliseMrzLine } from './normalise-mrz-line';

/**
 * The MRZ-like lines that are one MRZ: those within its height of the one with the most fillers (the lowest of
 * equals: the MRZ ends a page). A heading read with a guillemet ("FUSTRAL RUPLI … « RUPORUIOUT …") or a long
 * number elsewhere on the page is MRZ-like too, and a band from it down to the MRZ would be most of the page: a
 * worse read of the MRZ, and five times the pixels (the enlarged pass alone used a passport photo's budget).
 */
export function linesNearFullest(candidates: readonly OcrLine[], expectedLines: number): OcrLine[] {
  if (candidates.length <= 1) return [...candidates];
  const fillers = (l: OcrLine): number => normaliseMrzLine(l.text).split('<').length - 1;
  const centre = (l: OcrLine): number => (l.box.y0 + l.box.y1) / 2;
  const anchor = candidates.reduce((a, b) => (fillers(b) > fillers(a) || (fillers(b) === fillers(a) && centre(b) > centre(a)) ? b : a));
  const reach = (anchor.box.y1 - anchor.box.y0) * 1.6 * expectedLines;
  return candidates.filter((l) => Math.abs(centre(l) - centre(anchor)) <= reach);
}
