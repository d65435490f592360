import { stripDiacritics } from './fold-text';

// ICAO 9303 part 3 transliterations that take more than one letter, or of letters Unicode does not decompose
// into a base and a mark (Ł, Đ); every other accented letter loses its mark.
const MULTI_LETTER: Record<string, string[]> = {
  Ä: ['AE', 'A'], Ö: ['OE', 'O'], Ü: ['UE', 'U'], Å: ['AA', 'A'], Æ: ['AE'], Ø: ['OE', 'O'], ß: ['SS'], Þ: ['TH'], Ð: ['D'], Œ: ['OE'], Ĳ: ['IJ'],
  Ł: ['L'], Đ: ['D'], Ħ: ['H'], Ŧ: ['T'], Ŀ: ['L'],
};

/** The shortest MRZ name that can be a truncated one: a full TD1 name field less its leading filler. */
const MIN_TRUNCATED_LENGTH = 28;

/**
 * True when a name as printed in the visual zone is the one the MRZ encodes: each printed letter must
 * transliterate (either ICAO variant) to the MRZ's letters, spaces and punctuation ignored. A long MRZ name may
 * have been truncated to fit its field (30 characters in TD1, 31 in TD2, 39 in TD3), so a printed name may run
 * on past the end of one that is at least MIN_TRUNCATED_LENGTH long.
 * e.g. matchesMrzName("JÜRGEN MÜLLER", "JUERGEN MUELLER") === true
 */
export function matchesMrzName(printed: string, mrz: string): boolean {
  const mayBeTruncated = mrz.trim().length >= MIN_TRUNCATED_LENGTH;
  const target = mrz.toUpperCase().replace(/[^A-Z]/g, '');
  const letters = [...printed.toUpperCase().replace(/[\s'’‘`\-.,<]/g, '')];
  if (target.length === 0 || letters.length === 0) return false;
  const options = letters.map((ch) => MULTI_LETTER[ch] ?? [stripDiacritics(ch)]);
  // reachable[j]: the printed letters so far can spell the first j MRZ letters.
  let reachable = new Set<number>([0]);
  for (const variants of options) {
    const next = new Set<number>();
    for (const at of reachable) {
      if (at === target.length && mayBeTruncated) next.add(at);
      for (const variant of variants) if (target.startsWith(variant, at)) next.add(at + variant.length);
    }
    if (next.size === 0) return false;
    reachable = next;
  }
  return reachable.has(target.length);
}

/**
 * A printed name in the MRZ's letters, by ICAO's first transliteration of each letter; what is not a letter
 * (spaces, hyphens, apostrophes) dropped. e.g. toMrzLetters("Müller-Lüdenscheidt") === "MUELLERLUEDENSCHEIDT"
 */
export function toMrzLetters(printed: string): string {
  return [...printed.toUpperCase()]
    .map((ch) => MULTI_LETTER[ch]?.[0] ?? stripDiacritics(ch))
    .join('')
    .replace(/[^A-Z]/g, '');
}
