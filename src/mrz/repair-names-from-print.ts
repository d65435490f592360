import { editDistance } from '../text/edit-distance';
import { toMrzLetters } from '../text/matches-mrz-name';
import type { MrzResult } from './types';
import { CONFIDENCE } from '../ocr/confidence-levels';

/** A word of the visual zone and how sure OCR was of it (0-100). */
export interface PrintedWord {
  text: string;
  confidence: number;
}

// Where each size keeps its name field (ICAO 9303): TD1 on its third line, TD2 and TD3 after code and state.
const NAME_FIELD: Partial<Record<MrzResult['format'], { line: number; start: number; length: number }>> = {
  TD1: { line: 2, start: 0, length: 30 },
  TD2: { line: 0, start: 5, length: 31 },
  TD3: { line: 0, start: 5, length: 39 },
};

/** Only words OCR was this sure of may overrule the MRZ; a name's letters have no check digit to decide. */
/** Short words are too easily another word one letter away (LAND for LIND): only longer ones count. */
const MIN_LETTERS = 6;

/**
 * No check digit guards an MRZ's names, so a misread letter there (`HOLMBERC`) stands unless the visual zone says
 * otherwise: a name part of six letters or more that no confident printed word spells, but that exactly one
 * confident printed word (not a caption's: TAILLE is no given name) is one letter off, or two neighbouring letters
 * off one (KRTIN for MARTIN), takes that word's letters.
 * The field is then written again (parts joined by fillers, padded to its length); a name that fills its field
 * may be truncated and is left alone, as is a national layout.
 * e.g. MRZ `P<UTOHOLMBERC<<ASTRID<<<…` with the printed word HOLMBERG gives `P<UTOHOLMBERG<<ASTRID<<…`
 */
export function repairNamesFromPrint(mrz: MrzResult, printed: readonly PrintedWord[], isCaption: (word: string) => boolean = () => false): MrzResult {
  const at = NAME_FIELD[mrz.format];
  if (!at || !mrz.fields.surname || !mrz.lines[at.line]) return mrz;
  const field = mrz.lines[at.line].slice(at.start, at.start + at.length);
  if (!field.endsWith('<')) return mrz;

  const confident = printed.filter((w) => w.confidence >= CONFIDENCE.sure && !/[<\d]/.test(w.text) && !isCaption(w.text));
  const spellings = new Set(confident.map((w) => toMrzLetters(w.text)).filter((l) => l.length >= MIN_LETTERS));
  const surname = mrz.fields.surname.split(' ');
  const givenNames = mrz.fields.givenNames ? mrz.fields.givenNames.split(' ') : [];
  const parts = [...surname, ...givenNames];
  let changed = 0;
  const repair = (part: string): string => {
    if (part.length < MIN_LETTERS - 1 || spellings.has(part)) return part;
    const near = [...spellings].filter((s) => !parts.includes(s) && (oneLetterApart(s, part) || twoLettersAsOne(s, part) || twoLettersAsOne(part, s)));
    if (near.length !== 1) return part;
    changed++;
    return near[0];
  };
  const newSurname = surname.map(repair);
  const newGivenNames = givenNames.map(repair);
  if (!changed) return mrz;

  const written = [newSurname.join('<'), ...(newGivenNames.length ? ['<<', newGivenNames.join('<')] : [])].join('');
  if (written.length > at.length) return mrz;
  const line = mrz.lines[at.line];
  const lines = [...mrz.lines];
  lines[at.line] = line.slice(0, at.start) + written.padEnd(at.length, '<') + line.slice(at.start + at.length);
  return {
    ...mrz,
    lines,
    fields: { ...mrz.fields, surname: newSurname.join(' '), givenNames: newGivenNames.join(' ') },
    corrections: mrz.corrections + changed,
  };
}

/**
 * Two neighbouring letters of `two` read as one other letter in `one`, the rest the same: OCR merging two narrow
 * glyphs (MA read as K: KRTIN for MARTIN) or splitting a wide one. A letter only added or lost (ROCHATI for
 * ROCHAT: the one letter is one of the two) is not this.
 */
function twoLettersAsOne(two: string, one: string): boolean {
  if (two.length !== one.length + 1 || one.length < MIN_LETTERS - 1) return false;
  let at = 0;
  while (at < one.length && one[at] === two[at]) at++;
  if (at >= one.length || one[at] === two[at] || one[at] === two[at + 1]) return false;
  return one.slice(at + 1) === two.slice(at + 2);
}

/**
 * The same length and one letter different: what a misread MRZ letter looks like (HOLMBERC for HOLMBERG). A letter
 * more or fewer is not taken: OCR adds a mark's letter to a printed name ("HOLMBERGI") more often than the MRZ loses one.
 */
function oneLetterApart(a: string, b: string): boolean {
  return a.length === b.length && editDistance(a, b, 1) === 1;
}
