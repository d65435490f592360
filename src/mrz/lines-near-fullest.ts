import type { OcrLine } from '../ocr/types';
import { normaliseMrzLine } from './normalise-mrz-line';

/**
 * The MRZ-like lines that are one MRZ: those within its height of the line whose neighbourhood holds the most
 * MRZ-like lines (the MRZ is their densest group), of equals the one with the most fillers, then the lowest (the
 * MRZ ends a page). A heading read with a guillemet ("FUSTRAL RUPLI … « RUPORUIOUT …") or a long number elsewhere
 * on the page is MRZ-like too, and a band from it down to the MRZ would be most of the page: a worse read of the
 * MRZ, and five times the pixels (the enlarged pass alone used a passport photo's budget). A line of fillers
 * printed just above a card's MRZ (the German card's engraved number and name) has more fillers than a data line
 * read with a few of its own as letters, but fewer MRZ-like lines around it.
 */
export function linesNearFullest(candidates: readonly OcrLine[], expectedLines: number): OcrLine[] {
  if (candidates.length <= 1) return [...candidates];
  const fillers = (l: OcrLine): number => normaliseMrzLine(l.text).split('<').length - 1;
  const centre = (l: OcrLine): number => (l.box.y0 + l.box.y1) / 2;
  const near = (anchor: OcrLine): OcrLine[] => {
    const reach = (anchor.box.y1 - anchor.box.y0) * 1.6 * expectedLines;
    return candidates.filter((l) => Math.abs(centre(l) - centre(anchor)) <= reach);
  };
  const groups = candidates.map((line) => ({ line, group: near(line) }));
  const best = groups.reduce((a, b) => {
    if (b.group.length !== a.group.length) return b.group.length > a.group.length ? b : a;
    if (fillers(b.line) !== fillers(a.line)) return fillers(b.line) > fillers(a.line) ? b : a;
    return centre(b.line) > centre(a.line) ? b : a;
  });
  return best.group;
}
