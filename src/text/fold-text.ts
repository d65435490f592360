/**
 * Case- and accent-insensitive form of a text for matching labels and comparing values:
 * upper case, diacritics removed, anything but letters, digits and spaces turned into a space.
 * e.g. foldText("Lieu de naissance/") === "LIEU DE NAISSANCE"
 */
export function foldText(text: string): string {
  return stripDiacritics(text)
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * e.g. stripDiacritics("Müller-Lüdenscheidt") === "Muller-Ludenscheidt", stripDiacritics("ŁÓDŹ") === "LODZ".
 * Letters whose mark is a stroke through them (Ł, Ø, Đ) have no decomposition in Unicode: they lose it here too,
 * as an MRZ and a reader without them write them.
 */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').replace(/[ŁłØøĐđĦħŦŧı]/gu, (c) => STROKED[c]);
}

const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i' };

/** A text less what stands before its first letter and after its last: marks, digits, box edges. e.g. "[KOCH." → "KOCH" */
export function trimToLetters(text: string): string {
  return text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** Contract rule for every returned text: no leading/trailing spaces, single spaces inside. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
