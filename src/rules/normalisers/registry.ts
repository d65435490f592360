import { asciiDigits } from '../../text/ascii-digits';
import { digitsForLetters } from '../../text/lookalikes';
import { normaliseThaiDate } from '../../dates/normalise-thai-date';
import { feetInches } from './feet-inches';

const PRINTED_DIGITS = digitsForLetters('printed');

import { ONE_KIND_NORMALISERS } from './one-kind';

/**
 * The shared vocabulary of text normalisers a rules file can list in `normalise`, applied in order after a source
 * yields: each mends what a script, a language or a kind of value prints, whichever document it is on. Every value
 * also gets `collapseSpaces` and edge punctuation trimmed (contract.md section 1).
 */
export const SHARED_NORMALISERS = {
  /** e.g. "anna maria" → "ANNA MARIA" */
  upper: (v: string) => v.toUpperCase(),
  /** Identifiers are returned without spaces. e.g. "Z E 184226 B" → "ZE184226B" */
  removeSpaces: (v: string) => v.replace(/\s+/g, ''),
  /** e.g. "No. 1234 56" → "123456" */
  digitsOnly: (v: string) => v.replace(/\D+/g, ''),
  /** A decimal comma as a dot, as the contract writes numbers. e.g. "1,72" → "1.72" */
  decimalComma: (v: string) => v.replace(/(\d),(\d)/g, '$1.$2'),
  /** MRZ fillers as spaces. e.g. "ANNA<MARIA" → "ANNA MARIA" */
  fillersToSpaces: (v: string) => v.replace(/</g, ' '),
  /**
   * A height's foot mark read as a degree sign or a backtick, as printed; both marks between feet and inches lost
   * where the inch mark was read (a card that prints it prints the foot mark and dash too).
   * e.g. "5°-08\"" → "5'-08\"", "5°06\"" → "5'06\"", "508\"" → "5'-08\""
   */
  footMark: (v: string) => v.replace(/^(\d)\s?[°º`´]/u, "$1'").replace(/^([4-7])(0\d|1[01])["”]$/u, `$1'-$2"`),
  /** A printed sex code with its slash misread. e.g. "VIF" → "V/F", "M | M" → "M/M", "F" → "F" */
  sexCode: (v: string) => v.trim().replace(/^([A-Z])\s*[/|Il1]\s*([A-Z])$/, '$1/$2'),
  /** OCR look-alikes in an identifier that can only hold digits (text/lookalikes, the `printed` view). e.g. "12O4S6" → "120456" */
  digitLookalikes: (v: string) => [...v].map((ch) => PRINTED_DIGITS[ch]?.[0] ?? ch).join(''),
  /** Eastern Arabic, Persian and Thai digits as ASCII, bidi marks dropped. e.g. "١٩٩٠" → "1990" */
  asciiDigits: (v: string) => asciiDigits(v),
  /** tesseract writes Thai SARA AM as NIKHAHIT + SARA AA; documents print the one letter. e.g. "ทํา" → "ทำ" */
  thaiSaraAm: (v: string) => v.replace(/\u0E4D\u0E32/g, '\u0E33'),
  /**
   * Thai vowel and tone marks that follow no letter are dropped: OCR reads a dot or a gap as one (a mark stands
   * on a consonant, or stacks on another mark). e.g. "จ.ุมหาสารคาม" → "จ.มหาสารคาม"
   */
  thaiStrayMarks: (v: string) => v.replace(/(^|[^\u0E01-\u0E2E\u0E31\u0E34-\u0E3A\u0E47-\u0E4E])[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]+/gu, '$1'),
  /** A Thai-script date with its month spelt as printed, '' when it holds none. e.g. "8 ก.ุย. 2535" → "8 ก.ย. 2535" */
  thaiDate: (v: string) => normaliseThaiDate(v),
  /** Accents the OCR dictionary adds to words printed without them (Mexican cards print plain capitals); Ñ kept. e.g. "VERÓNICA" → "VERONICA" */
  stripAccents: (v: string) => v.normalize('NFD').replace(/(?<![Nn])\u0303|[\u0300-\u0302\u0304-\u036f]/g, '').normalize('NFC'),
  /** Romanian Ș and Ț as spelt, with the comma below; OCR often writes the cedilla forms. e.g. "Ploieşti" → "Ploiești" */
  romanianCommaBelow: (v: string) => v.replace(/Ş/g, 'Ș').replace(/ş/g, 'ș').replace(/Ţ/g, 'Ț').replace(/ţ/g, 'ț'),
  /**
   * Names printed with one capital a word (a Thai card's English name): in a word with small letters, the capitals
   * after its first are misread small ones, whatever their shape. e.g. "WONgsawat" → "Wongsawat"
   */
  titleCaseWords: (v: string) => v.replace(/\p{L}+/gu, (word) => (/\p{Ll}/u.test(word) ? word[0] + word.slice(1).toLowerCase() : word)),
  /**
   * In a word printed as a capital and small letters, a capital among the small ones whose two forms share one
   * shape (C, O, S, V, W, X, Z) is a misread small letter; words in capitals stay. e.g. "SOmboon" → "Somboon"
   */
  smallLookalikes: (v: string) => v.replace(/\b([A-Z])([A-Za-z]+)\b/g, (word, first: string, rest: string) => (/^[a-zCOSVWXZ]*[a-z][a-zCOSVWXZ]*$/.test(rest) ? first + rest.replace(/[COSVWXZ]/g, (c) => c.toLowerCase()) : word)),
  /** For identifiers whose alphabet has no letter O (Dutch document numbers): an O is a misread 0. e.g. "JNTBXTOU6" → "JNTBXT0U6" */
  oIsZero: (v: string) => v.replace(/O/g, '0'),
  /**
   * In a value of Title-case names (a Romanian place or street), a small l that starts a word, or follows an
   * abbreviation's dot, before a small letter is a misread capital I: no name starts with a small letter, and
   * the street abbreviations (nr., bl., sc., et., ap.) never with l. e.g. "Mun.lași" → "Mun.Iași", "Avram lancu" → "Avram Iancu"
   */
  nameInitialI: (v: string) => v.replace(/(^|[\s.])l(?=\p{Ll})/gu, '$1I'),
  /**
   * In a word printed in capitals, a lowercase l is a misread I; a word with other small letters was printed in
   * small letters (an address written "Via Delle Rose") and stays. e.g. "PIO Il" → "PIO II"
   */
  capitalsI: (v: string) => v.replace(/[\p{L}]+/gu, (word) => (/[\p{Ll}]/u.test(word.replace(/l/g, '')) ? word : word.replace(/l/g, 'I'))),
  /**
   * A hyphen read with a space on one side only joins two parts of one word (a compound name the OCR split); a
   * dash spaced on both sides is a separator and stays. e.g. "SAINT -DENIS" → "SAINT-DENIS"
   */
  joinHyphens: (v: string) => v.replace(/(\p{L}) -(?=\p{L})/gu, '$1-').replace(/(\p{L})- (?=\p{L})/gu, '$1-'),
  /**
   * In a French name, an ê after a vowel is a misread ë: French writes the diaeresis there (Joël, Noël,
   * Raphaël), never the circumflex (poêle is a pan, not a name). e.g. "Anne-Joêlle" → "Anne-Joëlle"
   */
  frenchNameDiaeresis: (v: string) => v.replace(/(?<=[aeiouyAEIOUY])ê/g, 'ë').replace(/(?<=[AEIOUY])Ê/g, 'Ë'),
  /** A height in inches (a licence barcode's) in feet and inches as most US states print it. e.g. "070 IN" → "5-10" */
  feetInches: (v: string) => feetInches(v, false),
  /** The same with the foot and inch marks California, Pennsylvania and Illinois print. e.g. "070 IN" → "5'-10\"" */
  feetInchesMarked: (v: string) => feetInches(v, true),
} satisfies Record<string, (value: string) => string>;

/** Every normaliser a rules file can name: the shared vocabulary and those of one kind (one-kind.ts). */
export const NORMALISERS = { ...SHARED_NORMALISERS, ...ONE_KIND_NORMALISERS };

export type NormaliserName = keyof typeof NORMALISERS;

// OCR leaves stray marks at a value's edges (a ruled line read as "|", a label's ":"); e.g. ": ZENITH |" → "ZENITH"
const EDGE_JUNK = /^[\s|:;,.·•_~'"‘’‚“”„`´¨—–-]+|[\s|:;,·•_~'"‘’‚“”„`´¨—–-]+$/gu;

// No printed value has a mark like these standing alone between its words: guilloche or a hologram's rings
// read as text ("FLAT 18 ~ 69 CASTLE VIEW"). A lone dash stays: it separates parts of addresses.
const LONE_MARKS = /(?<=^|\s)[|~•·¨´`^_]+(?=\s|$)/gu;

// A height in feet and inches as US licences print it ends with its inch mark, part of the value; e.g. 5'-08".
// Feet and inches need a foot mark or a dash between them, and inches run 00-11, so "180\"" stays a number.
const FEET_INCHES = /^(\d)\s*(?:['’‘´`]\s*(-?)|(-))\s*(0\d|1[01])$/u;

// No printed value has an underscore: one at a word's edge is a rule or an underline read as text ("4E_ ARR").
const WORD_EDGE_UNDERSCORES = /_+(?=\s|$)|(?<=^|\s)_+/gu;

// No printed value glues a word to a number with an apostrophe: it is a space read as one ("9815'CEDAR CT").
// A foot mark is followed by inches, not by a capital, and O'BRIEN has a letter before its apostrophe.
const NUMBER_APOSTROPHE_WORD = /(?<=\d)['’`´](?=\p{Lu}{2})/gu;

// No printed number after a word is negative: a dash read glued to it, after a space, is a speck of the print
// ("BAHNHOFSTRASSE -72"). A dash between two numbers is a range and is not touched.
const DASH_BEFORE_NUMBER = /(?<=\p{L}\.? )[-–—](?=\d)/gu;

// Arabic script ends no word with a Latin full stop; one after a word of three letters or more is a speck
// ("محاسبة." for محاسبة). A one-letter abbreviation keeps its stop (ش. for شارع, street).
const STOP_AFTER_ARABIC_WORD = /(?<=\p{Script=Arabic}{3})\.(?=\s|$)/gu;

// Abbreviations a document prints with a stop are short (AV., STR., COL., TAMPS.): a stop after a word of six
// capitals or more, at the value's end or before a number, is a speck ("ZARAGOZA.2457", "POPESCU.").
const STOP_AFTER_LONG_WORD = /(?<=(?<![\p{L}\p{M}])\p{Lu}[\p{Lu}\p{M}]{5,})\.(?=\d|$)/gu;

// No Arabic-script value ends with a letter standing alone: a speck read as one ("مريم حسين إبراهيم ب").
const LONE_ARABIC_LETTER_AT_END = /\s\p{Script=Arabic}$/u;

// A stop between two words in capitals after a word of five letters or more ending in a vowel is a speck too
// ("VIA DANTE. ALIGHIERI"): an abbreviation cuts its word before a vowel (FRACC., PROL., PRIV.) or is short (AVDA.).
const STOP_BETWEEN_WORDS = /(?<=(?<![\p{L}\p{M}])\p{Lu}[\p{Lu}\p{M}]{3,}[AEIOU])\.(?= \p{Lu}{2})/gu;

// German joins no word to its "UND" with a hyphen: one there is a speck ("FREIE-UND HANSESTADT HAMBURG").
const DASH_BEFORE_UND = /(?<=\p{Lu}{2})-(?=UND\s)/gu;

// Thai script writes no hyphen: one read after a Thai word is a speck ("นาย- ธนพล").
const DASH_AFTER_THAI = /(?<=\p{Script=Thai})[-–—](?=\s|$)/gu;

// The marks above, each with what it leaves, in this order (a stop glued to a number leaves the space it stood for).
const SPECK_MARKS: ReadonlyArray<(text: string) => string> = [
  (t) => t.replace(WORD_EDGE_UNDERSCORES, ''),
  (t) => t.replace(NUMBER_APOSTROPHE_WORD, ' '),
  (t) => t.replace(DASH_BEFORE_NUMBER, ''),
  (t) => t.replace(STOP_AFTER_ARABIC_WORD, ''),
  (t) => t.replace(DASH_AFTER_THAI, ''),
  (t) => t.replace(STOP_BETWEEN_WORDS, ''),
  (t) => t.replace(DASH_BEFORE_UND, ' '),
  (t) => t.replace(LONE_ARABIC_LETTER_AT_END, ''),
  (t) => t.replace(STOP_AFTER_LONG_WORD, (_stop: string, at: number) => (/\d/.test(t[at + 1] ?? '') ? ' ' : '')),
  (t) => t.replace(LONE_MARKS, ' '),
];

// An ABO blood group prints its Rhesus sign after the letters: a trailing minus is the value ("O-"), not a mark.
const BLOOD_GROUP = /^(?:AB|A|B|O)\s*[+-]$/u;

export function tidyValue(value: string): string {
  if (BLOOD_GROUP.test(value.trim())) return value.replace(/\s+/g, '');
  const unmarked = SPECK_MARKS.reduce((text, step) => step(text), value);
  const tidied = unmarked.replace(/\s+/g, ' ').replace(EDGE_JUNK, '').trim();
  const height = FEET_INCHES.exec(tidied.replace(/["”“]+$/u, ''));
  if (!height || !/\d\s*["”“]/u.test(value)) return tidied;
  return `${height[1]}'${height[2] ?? height[3] ?? ''}${height[4]}"`;
}

/** A value whose lines are part of it (an MRZ joined by newlines): each line tidied, the breaks kept. */
export function tidyLines(value: string): string {
  return value
    .split('\n')
    .map((line) => line.replace(/\s+/g, '').trim())
    .filter(Boolean)
    .join('\n');
}
