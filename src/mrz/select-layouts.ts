import { MRZ_LAYOUTS, type MrzLayout } from './formats';

/**
 * The layouts whose line count equals `lines.length` and whose line length is within `slack` characters of every
 * line. A document code starting with `V` picks the visa layout of that size, anything else the travel document;
 * a national layout of an ICAO size (`FRA-ID`) comes back too when the first line starts as it does.
 */
export function selectLayouts(lines: readonly string[], slack = 0): MrzLayout[] {
  const visa = lines.length > 0 && lines[0].startsWith('V');
  return MRZ_LAYOUTS.filter(
    (layout) =>
      layout.lineCount === lines.length &&
      layout.visa === visa &&
      (!layout.firstLine || layout.firstLine.test(lines[0])) &&
      lines.every((line) => Math.abs(line.length - layout.lineLength) <= slack),
  );
}
