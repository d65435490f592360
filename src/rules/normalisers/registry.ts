import { asciiDigits } from '../../text/ascii-digits';
import { normaliseThaiDate } from '../../dates/normalise-thai-date';

/**
 * Text normalisers a rules file can list in `normalise`, applied in order after a source yields. Every value
 * also gets `collapseSpaces` and edge punctuation trimmed (contract.md section 1).
 */
export const NORMALISERS = {
  /** e.g. "anna maria" → "ANNA MARIA" */
  upper: (v: string) => v.toUpperCase(),
  /** Identifiers are returned without spaces. e.g. "Z E 184226 B" → "ZE184226B" */
  removeSpaces: (v: string) => v.replace(/\s+/g, ''),
  /** e.g. "No. 1234 56" → "123456" */
  digitsOnly: (v: string) => v.replace(/\D+/g, ''),
  /** MRZ fillers as spaces. e.g. "ANNA<MARIA" → "ANNA MARIA" */
  fillersToSpaces: (v: string) => v.replace(/</g, ' '),
  /** A printed sex code with its slash misread. e.g. "VIF" → "V/F", "M | M" → "M/M", "F" → "F" */
  sexCode: (v: string) => v.trim().replace(/^([A-Z])\s*[/|Il1]\s*([A-Z])$/, '$1/$2'),
  /** OCR look-alikes in an identifier that can only hold digits. e.g. "12O4S6" → "120456" */
  digitLookalikes: (v: string) => v.replace(/[OQD]/g, '0').replace(/[Il|]/g, '1').replace(/S/g, '5').replace(/B/g, '8').replace(/Z/g, '2'),
  /** Eastern Arabic, Persian and Thai digits as ASCII, bidi marks dropped. e.g. "١٩٩٠" → "1990" */
  asciiDigits: (v: string) => asciiDigits(v),
  /** tesseract writes Thai SARA AM as NIKHAHIT + SARA AA; documents print the one letter. e.g. "ทํา" → "ทำ" */
  thaiSaraAm: (v: string) => v.replace(/\u0E4D\u0E32/g, '\u0E33'),
  /** A Thai-script date with its month spelt as printed, '' when it holds none. e.g. "8 ก.ุย. 2535" → "8 ก.ย. 2535" */
  thaiDate: (v: string) => normaliseThaiDate(v),
  /** Accents the OCR dictionary adds to words printed without them (Mexican cards print plain capitals); Ñ kept. e.g. "VERÓNICA" → "VERONICA" */
  stripAccents: (v: string) => v.normalize('NFD').replace(/(?<![Nn])\u0303|[\u0300-\u0302\u0304-\u036f]/g, '').normalize('NFC'),
} satisfies Record<string, (value: string) => string>;

export type NormaliserName = keyof typeof NORMALISERS;

// OCR leaves stray marks at a value's edges (a ruled line read as "|", a label's ":"); e.g. ": ZENITH |" → "ZENITH"
const EDGE_JUNK = /^[\s|:;,.·•_~'"`´¨—–-]+|[\s|:;,·•_~'"`´¨—–-]+$/gu;

export function tidyValue(value: string): string {
  return value.replace(/\s+/g, ' ').replace(EDGE_JUNK, '').trim();
}

/** A value whose lines are part of it (an MRZ joined by newlines): each line tidied, the breaks kept. */
export function tidyLines(value: string): string {
  return value
    .split('\n')
    .map((line) => line.replace(/\s+/g, '').trim())
    .filter(Boolean)
    .join('\n');
}
