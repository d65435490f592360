/**
 * Splits an MRZ name field into the primary identifier (before the first `<<`) and the secondary identifier
 * (after it), each with fillers as single spaces. A field with no `<<` is all primary identifier.
 *
 * @example splitName('ERIKSSON<<ANNA<MARIA<<<<') gives { surname: 'ERIKSSON', givenNames: 'ANNA MARIA' }
 */
export function splitName(field: string): { surname: string; givenNames: string } {
  const split = field.indexOf('<<');
  const primary = split === -1 ? field : field.slice(0, split);
  const secondary = split === -1 ? '' : field.slice(split + 2);
  return { surname: fillersToSpaces(primary), givenNames: fillersToSpaces(secondary) };
}

function fillersToSpaces(text: string): string {
  // e.g. ANNA<MARIA<<<< → ANNA MARIA
  return text.replace(/<+/g, ' ').trim();
}
