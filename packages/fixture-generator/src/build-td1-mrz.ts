import { icaoCheckDigit } from './icao-check-digit';
import { transliterateMrz } from './transliterate-mrz';
import type { CalendarDate } from './calendar-date';

export interface Td1Input {
  /** Document code, e.g. `ID`, `I<`, `IR`. */
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  /** Line 1 optional data after the number (personal number on some cards); '' for fillers. */
  optional1?: string;
  birthDate: CalendarDate;
  sex: 'F' | 'M' | '<';
  expiryDate: CalendarDate;
  nationality: string;
  /** Line 2 optional data; '' for fillers. */
  optional2?: string;
  surname: string;
  givenNames: string;
}

const LINE = 30;

/**
 * The three 30-character lines of a TD1 (ID card) MRZ, ICAO 9303 part 5. A document number longer than 9
 * characters continues in the optional data with `<` in its check digit place, as the standard describes.
 */
export function buildTd1Mrz(input: Td1Input): [string, string, string] {
  const code = pad(input.documentCode, 2);
  const state = pad(input.issuingState, 3);
  let numberPart: string;
  let optional1 = input.optional1 ?? '';
  if (input.documentNumber.length <= 9) {
    const number = pad(input.documentNumber, 9);
    numberPart = `${number}${icaoCheckDigit(number)}`;
  } else {
    const head = input.documentNumber.slice(0, 9);
    const tail = input.documentNumber.slice(9);
    numberPart = `${head}<`;
    optional1 = `${tail}${icaoCheckDigit(input.documentNumber)}${optional1}`;
  }
  const line1 = `${code}${state}${numberPart}${pad(optional1, 15)}`;

  const birth = input.birthDate.yymmdd();
  const expiry = input.expiryDate.yymmdd();
  const birthPart = `${birth}${icaoCheckDigit(birth)}`;
  const expiryPart = `${expiry}${icaoCheckDigit(expiry)}`;
  const optional2 = pad(input.optional2 ?? '', 11);
  const partial = `${line1.slice(5, 30)}${birthPart}${expiryPart}${optional2}`;
  const line2 = `${birthPart}${input.sex}${expiryPart}${pad(input.nationality, 3)}${optional2}${icaoCheckDigit(partial)}`;

  const surname = transliterateMrz(input.surname);
  const given = transliterateMrz(input.givenNames);
  let name = given ? `${surname}<<${given}` : surname;
  if (name.length > LINE) name = name.slice(0, LINE).replace(/<+$/, '');
  const line3 = pad(name, LINE);

  for (const line of [line1, line2, line3]) if (line.length !== LINE || !/^[A-Z0-9<]+$/.test(line)) throw new Error(`bad TD1 line ${line}`);
  return [line1, line2, line3];
}

function pad(value: string, length: number): string {
  if (value.length > length) throw new Error(`${value} is longer than ${length}`);
  return value.padEnd(length, '<');
}
