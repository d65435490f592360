import { stripDiacritics } from './fold-text';

/**
 * What a reader of Latin letters writes for each capital of the Cyrillic and Greek alphabets passports print
 * (Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian, Kazakh, Greek): the Latin letter or digits its shape
 * is taken for, likeliest first. An English read of "ХАРКІВСЬКА" gives "XAPKIBCbKA", of "ОБЛ." "OBJI.".
 */
const READ_AS_LATIN: Record<string, readonly string[]> = {
  // Cyrillic
  А: ['A'], Б: ['B', '6'], В: ['B'], Г: ['T', 'F', 'R'], Ґ: ['T', 'F', 'R'], Д: ['D', 'A'], Е: ['E'], Є: ['E', 'C'],
  Ж: ['X', 'K', 'JK'], З: ['3'], И: ['N', 'U', 'W'], Й: ['N', 'U', 'W'], І: ['I', 'L', '1'], Ї: ['I', 'T', 'L', '1'],
  Ј: ['J'], К: ['K'], Л: ['JI', 'J1', 'JL', 'N'], М: ['M'], Н: ['H'], О: ['O', '0'], П: ['N', 'TI', 'II'], Р: ['P'],
  С: ['C'], Т: ['T'], У: ['Y'], Ў: ['Y'], Ф: ['O', '0', 'F'], Х: ['X'], Ц: ['U', 'LI'], Ч: ['Y', '4'],
  Ш: ['W', 'LLI', 'III'], Щ: ['W', 'LLI'], Ъ: ['B'], Ы: ['BI', 'BL', 'B1'], Ь: ['B'], Э: ['3', 'E'], Ю: ['IO', 'I0', '10'],
  Я: ['R', '9'], Ѕ: ['S'], Ђ: ['T', 'H'], Ћ: ['T', 'H'], Љ: ['JB'], Њ: ['HB'], Џ: ['U'], Ә: ['E', 'O'], Ғ: ['F', 'T'],
  Қ: ['K'], Ң: ['H'], Ө: ['O', '0', 'E'], Ұ: ['Y'], Ү: ['Y'], Һ: ['H'],
  // Greek
  Α: ['A'], Β: ['B'], Γ: ['T', 'F', 'R'], Δ: ['A', 'D'], Ε: ['E'], Ζ: ['Z'], Η: ['H'], Θ: ['O', '0', 'E'], Ι: ['I', 'L', '1'],
  Κ: ['K'], Λ: ['A', 'N'], Μ: ['M'], Ν: ['N'], Ξ: ['E', 'Z'], Ο: ['O', '0'], Π: ['N', 'TI'], Ρ: ['P'], Σ: ['E', 'Z'],
  Τ: ['T'], Υ: ['Y'], Φ: ['O', '0'], Χ: ['X'], Ψ: ['W', 'Y'], Ω: ['O', '0'],
};

/** Capitals drawn exactly as a Latin capital: a word of these alone is the same pixels in either alphabet. */
const SAME_AS_LATIN = new Set([...'АВЕКМНОРСТУХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ']);

/** A letter of an alphabet other than the Latin one. */
export const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/**
 * True when `latin`, a reading in Latin letters, is what a Latin reader makes of `other`, a reading of the same
 * pixels in another alphabet: letter for letter, each of `other`'s as one of its look-alikes, the rest (Latin
 * letters, digits, marks) as written. Case and accents aside. e.g. readsAsLookalikes("УКРАЇНА", "YKPAIHA") === true
 */
export function readsAsLookalikes(other: string, latin: string): boolean {
  const target = stripDiacritics(latin).toUpperCase();
  const options = [...other.toUpperCase()].map((ch) => READ_AS_LATIN[ch] ?? READ_AS_LATIN[stripDiacritics(ch)] ?? [stripDiacritics(ch)]);
  let reachable = new Set<number>([0]);
  for (const variants of options) {
    const next = new Set<number>();
    for (const at of reachable) for (const variant of variants) if (target.startsWith(variant, at)) next.add(at + variant.length);
    if (next.size === 0) return false;
    reachable = next;
  }
  return reachable.has(target.length);
}

/**
 * Whether a reading in another alphabet has a letter no Latin capital is drawn as (Ї, Л, Ь, Ә, Σ; a mark counts):
 * then it is not the same pixels as a Latin word, and its look-alike reading was a misreading.
 */
export function hasOwnLetters(text: string): boolean {
  return [...text.normalize('NFC').toUpperCase()].some((ch) => NON_LATIN_LETTER.test(ch) && !SAME_AS_LATIN.has(ch));
}
