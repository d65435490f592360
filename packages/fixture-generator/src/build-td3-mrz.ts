import { icaoCheckDigit } from './icao-check-digit';
import { transliterateMrz } from './transliterate-mrz';
import type { CalendarDate } from './calendar-date';

export interface Td3Input {
  /** Issuing state and nationality as the MRZ writes them: `GBR`, or `D` for Germany (padded to `D<<`). */
  stateCode: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  birthDate: CalendarDate;
  sex: 'F' | 'M';
  expiryDate: CalendarDate;
  /** Optional data (personal number); empty for fillers. */
  personalNumber: string;
  /** Check digit printed when the personal number is empty: ICAO allows `<` or `0`, countries differ. */
  emptyPersonalCheck: '<' | '0';
}

const LINE = 44;

/**
 * Builds the two 44-character lines of a TD3 (passport) MRZ, ICAO 9303 part 4. Names are transliterated; a name
 * longer than its 39 places is cut, which is how ICAO truncates (the last kept character stays a letter).
 */
export function buildTd3Mrz(input: Td3Input): [string, string] {
  const state = padRight(input.stateCode, 3);
  const surname = transliterateMrz(input.surname);
  const given = transliterateMrz(input.givenNames);
  let name = given ? `${surname}<<${given}` : surname;
  if (name.length > 39) name = name.slice(0, 39).replace(/<+$/, '');
  const line1 = `P<${state}${padRight(name, 39)}`;

  const number = padRight(input.documentNumber, 9);
  if (!/^[A-Z0-9<]{9}$/.test(number)) throw new Error(`document number ${input.documentNumber} does not fit a TD3`);
  const birth = input.birthDate.yymmdd();
  const expiry = input.expiryDate.yymmdd();
  const personal = padRight(input.personalNumber, 14);
  if (!/^[A-Z0-9<]{14}$/.test(personal)) throw new Error(`personal number ${input.personalNumber} does not fit`);
  const personalCheck = input.personalNumber === '' ? input.emptyPersonalCheck : String(icaoCheckDigit(personal));

  const numberPart = `${number}${icaoCheckDigit(number)}`;
  const birthPart = `${birth}${icaoCheckDigit(birth)}`;
  const expiryPart = `${expiry}${icaoCheckDigit(expiry)}`;
  const personalPart = `${personal}${personalCheck}`;
  // Composite: number+check, birth+check, expiry+check, personal number+check (not nationality or sex).
  const composite = icaoCheckDigit(numberPart + birthPart + expiryPart + personalPart);
  const line2 = `${numberPart}${state}${birthPart}${input.sex}${expiryPart}${personalPart}${composite}`;

  if (line1.length !== LINE || line2.length !== LINE) throw new Error('TD3 lines must be 44 characters');
  return [line1, line2];
}

function padRight(value: string, length: number): string {
  if (value.length > length) throw new Error(`${value} is longer than ${length}`);
  return value.padEnd(length, '<');
}
