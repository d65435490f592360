/** How `«` is read: one filler or two (engines write `<<` as one guillemet as often as they write `<` so). */
export type GuillemetReading = 'single' | 'double';

/**
 * Normalises one OCR line towards MRZ characters: drops whitespace, upper-cases, and turns angle-bracket
 * look-alikes (`‹`, `〈`, `＜`, `«`...) into `<`. With `dropOther`, every other character outside `A-Z0-9<` goes
 * too (page text full of `|`, `.` and `'`); without it they are kept so a caller's line keeps its length.
 *
 * @example normaliseMrzLine('p<uto eriksson«anna', 'double') === 'P<UTOERIKSSON<<ANNA'
 */
export function normaliseMrzLine(raw: string, guillemet: GuillemetReading = 'single', dropOther = false): string {
  const filler = guillemet === 'double' ? '<<' : '<';
  let line = raw
    // e.g. "P<UTO ERIKSSON" → "P<UTOERIKSSON"
    .replace(/\s+/g, '')
    .toUpperCase()
    // e.g. «, ‹, 〈 → <
    .replace(/«/g, filler)
    .replace(/[‹〈⟨＜≺˂❮]/g, '<');
  // e.g. "|P<UTO." → "P<UTO"
  if (dropOther) line = line.replace(/[^A-Z0-9<]/g, '');
  return line;
}

/** Short words after a gap at a line's end: what stands beside an MRZ line (a bracket, a label), read on its row. */
const TRAILING_SPECKS = /(?:\s+\S{1,9})+$/;

/** A line read across an MRZ row without what stands beside it ("…<<<<05 F JSJJ" → "…<<<<05"). */
export function withoutTrailingSpecks(raw: string): string {
  return raw.trim().replace(TRAILING_SPECKS, '');
}
