import type { FieldKey, MrzLayout } from './formats';
import { locateDocumentNumber } from './locate-checks';
import { parseMrzDate } from './parse-mrz-date';
import { readField } from './read-field';
import { splitName } from './split-name';
import type { MrzFields } from './types';

/** Decodes the fields of `lines`, which must already have `layout`'s shape. */
export function readFields(layout: MrzLayout, lines: readonly string[], today: Date): MrzFields {
  const read = (key: FieldKey) => readField(layout, lines, key);
  const documentNumber = locateDocumentNumber(layout, lines);
  const sex = read('sex');
  return {
    documentCode: trimFillers(read('documentCode')),
    issuingState: trimFillers(read('issuingState')),
    documentNumber: removeFillers(documentNumber.value.map((cell) => lines[cell.line][cell.col]).join('')),
    nationality: trimFillers(read('nationality')),
    dateOfBirth: parseMrzDate(read('dateOfBirth'), 'birth', today),
    // No check digit covers the sex position: a misread there (an OCR "3" for M) must not pass as a sex.
    sex: sex === '<' ? 'X' : /^[MFX]$/.test(sex) ? sex : '',
    expiryDate: parseMrzDate(read('expiryDate'), 'expiry', today),
    // The overflow of a long document number is not personal data: what follows its check digit is.
    personalNumber: removeFillers(read('personalNumber').slice(documentNumber.overflowUsed)),
    optionalData2: removeFillers(read('optionalData2')),
    ...readNames(layout, lines),
  };
}

/** One name field split at its `<<` (ICAO), or a surname and given names apart (`FRA-ID`). */
function readNames(layout: MrzLayout, lines: readonly string[]): { surname: string; givenNames: string } {
  if (layout.fields.some((field) => field.key === 'name')) return splitName(readField(layout, lines, 'name'));
  return {
    surname: trimFillers(readField(layout, lines, 'surname')),
    givenNames: trimFillers(readField(layout, lines, 'givenNames')),
  };
}

function trimFillers(text: string): string {
  // e.g. D<< → D
  return text.replace(/<+/g, ' ').trim().replace(/ +/g, ' ');
}

function removeFillers(text: string): string {
  // e.g. 311266<9539<<< → 3112669539
  return text.replace(/</g, '');
}
