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
