import type { MrzCheck, MrzFormat, MrzResult } from './types';

/**
 * What a field's characters may be, which drives OCR correction:
 * `letters` (letters and fillers only), `country` (a code from the closed list of issuing states and
 * nationalities), `name` (letters and fillers, with name structure), `alnum` (anything), `digits` (dates),
 * `check` (one check digit), `sex` (M, F, X or filler).
 */
export type FieldKind = 'letters' | 'country' | 'name' | 'alnum' | 'digits' | 'check' | 'sex';

/** Names of the spans a layout is cut into. */
export type FieldKey =
  | 'documentCode'
  | 'issuingState'
  | 'name'
  | 'surname'
  | 'givenNames'
  | 'officeCode'
  | 'documentNumber'
  | 'documentNumberCheck'
  | 'nationality'
  | 'dateOfBirth'
  | 'dateOfBirthCheck'
  | 'sex'
  | 'expiryDate'
  | 'expiryDateCheck'
  | 'personalNumber'
  | 'personalNumberCheck'
  | 'optionalData2'
  | 'compositeCheck';

/** One span of one line (zero-based `start`). */
export interface FieldSpec {
  key: FieldKey;
  line: number;
  start: number;
  length: number;
  kind: FieldKind;
  /**
   * The span that ends in fillers on its line, where a line read one or two characters too short or too long
   * is padded or trimmed.
   */
  elastic?: boolean;
}

/** A check digit and the spans it is computed over, concatenated in order. */
export interface CheckSpec {
  field: MrzCheck['field'];
  over: FieldKey[];
  digit: FieldKey;
}

/** A complete MRZ layout: one of ICAO 9303's, or a national one that predates it (`FRA-ID`). */
export interface MrzLayout {
  /** ICAO's name for the layout (`MRV-A` and `MRV-B` are the visas), or the national format's. */
  name: 'TD1' | 'TD2' | 'TD3' | 'MRV-A' | 'MRV-B' | 'FRA-ID';
  /** The size class reported in results. */
  format: MrzFormat;
  lineCount: number;
  lineLength: number;
  /** Visas carry document code `V…`; it separates MRV-A from TD3 and MRV-B from TD2. */
  visa: boolean;
  fields: FieldSpec[];
  checks: CheckSpec[];
  /** Where a long document number continues when its check digit position holds `<` (TD1, TD2). */
  overflow?: FieldKey;
  /**
   * A national layout shares its size with an ICAO one: it is only tried on lines whose first line starts so
   * (look-alikes allowed).
   */
  firstLine?: RegExp;
}

/** A passport's first line with nothing read on it but its document code: what stands in for a line lost. */
export const NAMELESS_TD3_LINE = 'P'.padEnd(44, '<');

function span(key: FieldKey, line: number, start: number, length: number, kind: FieldKind, elastic = false): FieldSpec {
  return elastic ? { key, line, start, length, kind, elastic } : { key, line, start, length, kind };
}

/** The name line shared by TD2, TD3 and the visas: code, issuing state, then names to the end. */
function nameLine(lineLength: number): FieldSpec[] {
  return [
    span('documentCode', 0, 0, 2, 'letters'),
    span('issuingState', 0, 2, 3, 'country'),
    span('name', 0, 5, lineLength - 5, 'name', true),
  ];
}

/** Line 2 of TD2, TD3 and the visas: identical up to the optional data, which fills the rest. */
function dataLine(optionalLength: number, withPersonalCheck: boolean, withComposite: boolean): FieldSpec[] {
  const fields = [
    span('documentNumber', 1, 0, 9, 'alnum'),
    span('documentNumberCheck', 1, 9, 1, 'check'),
    span('nationality', 1, 10, 3, 'country'),
    span('dateOfBirth', 1, 13, 6, 'digits'),
    span('dateOfBirthCheck', 1, 19, 1, 'check'),
    span('sex', 1, 20, 1, 'sex'),
    span('expiryDate', 1, 21, 6, 'digits'),
    span('expiryDateCheck', 1, 27, 1, 'check'),
    span('personalNumber', 1, 28, optionalLength, 'alnum', true),
  ];
  let next = 28 + optionalLength;
  if (withPersonalCheck) fields.push(span('personalNumberCheck', 1, next++, 1, 'check'));
  if (withComposite) fields.push(span('compositeCheck', 1, next, 1, 'check'));
  return fields;
}

const BASIC_CHECKS: CheckSpec[] = [
  { field: 'documentNumber', over: ['documentNumber'], digit: 'documentNumberCheck' },
  { field: 'dateOfBirth', over: ['dateOfBirth'], digit: 'dateOfBirthCheck' },
  { field: 'expiryDate', over: ['expiryDate'], digit: 'expiryDateCheck' },
];

/** ICAO 9303 part 5: ID card size, 3 × 30. */
const TD1: MrzLayout = {
  name: 'TD1',
  format: 'TD1',
  lineCount: 3,
  lineLength: 30,
  visa: false,
  overflow: 'personalNumber',
  fields: [
    span('documentCode', 0, 0, 2, 'letters'),
    span('issuingState', 0, 2, 3, 'country'),
    span('documentNumber', 0, 5, 9, 'alnum'),
    span('documentNumberCheck', 0, 14, 1, 'check'),
    span('personalNumber', 0, 15, 15, 'alnum', true),
    span('dateOfBirth', 1, 0, 6, 'digits'),
    span('dateOfBirthCheck', 1, 6, 1, 'check'),
    span('sex', 1, 7, 1, 'sex'),
    span('expiryDate', 1, 8, 6, 'digits'),
    span('expiryDateCheck', 1, 14, 1, 'check'),
    span('nationality', 1, 15, 3, 'country'),
    span('optionalData2', 1, 18, 11, 'alnum', true),
    span('compositeCheck', 1, 29, 1, 'check'),
    span('name', 2, 0, 30, 'name', true),
  ],
  checks: [
    ...BASIC_CHECKS,
    {
      field: 'composite',
      over: [
        'documentNumber', 'documentNumberCheck', 'personalNumber',
        'dateOfBirth', 'dateOfBirthCheck', 'expiryDate', 'expiryDateCheck', 'optionalData2',
      ],
      digit: 'compositeCheck',
    },
  ],
};

/** ICAO 9303 part 6: 2 × 36. */
const TD2: MrzLayout = {
  name: 'TD2',
  format: 'TD2',
  lineCount: 2,
  lineLength: 36,
  visa: false,
  overflow: 'personalNumber',
  fields: [...nameLine(36), ...dataLine(7, false, true)],
  checks: [
    ...BASIC_CHECKS,
    {
      field: 'composite',
      over: ['documentNumber', 'documentNumberCheck', 'dateOfBirth', 'dateOfBirthCheck', 'expiryDate', 'expiryDateCheck', 'personalNumber'],
      digit: 'compositeCheck',
    },
  ],
};

/** ICAO 9303 part 4: passport size, 2 × 44. */
const TD3: MrzLayout = {
  name: 'TD3',
  format: 'TD3',
  lineCount: 2,
  lineLength: 44,
  visa: false,
  fields: [...nameLine(44), ...dataLine(14, true, true)],
  checks: [
    ...BASIC_CHECKS,
    { field: 'personalNumber', over: ['personalNumber'], digit: 'personalNumberCheck' },
    {
      field: 'composite',
      over: [
        'documentNumber', 'documentNumberCheck', 'dateOfBirth', 'dateOfBirthCheck',
        'expiryDate', 'expiryDateCheck', 'personalNumber', 'personalNumberCheck',
      ],
      digit: 'compositeCheck',
    },
  ],
};

/** ICAO 9303 part 7: full-page visa, 2 × 44, no composite. */
const MRV_A: MrzLayout = {
  name: 'MRV-A',
  format: 'TD3',
  lineCount: 2,
  lineLength: 44,
  visa: true,
  fields: [...nameLine(44), ...dataLine(16, false, false)],
  checks: BASIC_CHECKS,
};

/** ICAO 9303 part 7: smaller visa, 2 × 36, no composite. */
const MRV_B: MrzLayout = {
  name: 'MRV-B',
  format: 'TD2',
  lineCount: 2,
  lineLength: 36,
  visa: true,
  fields: [...nameLine(36), ...dataLine(8, false, false)],
  checks: BASIC_CHECKS,
};

/**
 * The French identity card of 1988-2021 (carte nationale d'identité), 2 × 36 but not TD2. Line 1: `IDFRA`,
 * the surname (25), the issuing office (department and office, 6). Line 2: the 12-character card number
 * (year and month of issue, department, serial), its check digit, the given names (14, separated by `<<`),
 * the birth date and its check digit, the sex, and a check digit over line 1 and the rest of line 2.
 * No nationality (the card is French) and no expiry date (it follows from the issue date).
 */
const FRA_ID: MrzLayout = {
  name: 'FRA-ID',
  format: 'FRA-ID',
  lineCount: 2,
  lineLength: 36,
  visa: false,
  // e.g. IDFRA, or 1DFRA, IOFRA as read
  firstLine: /^[I1L][D0O][FE][R][A4]/,
  fields: [
    span('documentCode', 0, 0, 2, 'letters'),
    span('issuingState', 0, 2, 3, 'country'),
    span('surname', 0, 5, 25, 'name', true),
    span('officeCode', 0, 30, 6, 'alnum'),
    span('documentNumber', 1, 0, 12, 'alnum'),
    span('documentNumberCheck', 1, 12, 1, 'check'),
    span('givenNames', 1, 13, 14, 'name', true),
    span('dateOfBirth', 1, 27, 6, 'digits'),
    span('dateOfBirthCheck', 1, 33, 1, 'check'),
    span('sex', 1, 34, 1, 'sex'),
    span('compositeCheck', 1, 35, 1, 'check'),
  ],
  checks: [
    { field: 'documentNumber', over: ['documentNumber'], digit: 'documentNumberCheck' },
    { field: 'dateOfBirth', over: ['dateOfBirth'], digit: 'dateOfBirthCheck' },
    {
      field: 'composite',
      over: ['documentCode', 'issuingState', 'surname', 'officeCode', 'documentNumber', 'documentNumberCheck', 'givenNames', 'dateOfBirth', 'dateOfBirthCheck', 'sex'],
      digit: 'compositeCheck',
    },
  ],
};

/** Every layout the library reads, most common first. */
export const MRZ_LAYOUTS: readonly MrzLayout[] = [TD3, TD1, TD2, MRV_A, MRV_B, FRA_ID];

/** The layout a decoded MRZ was read in: its size class, and whether it is a visa's (its document code starts with V). */
export function layoutOf(result: MrzResult): MrzLayout | undefined {
  return MRZ_LAYOUTS.find((layout) => layout.format === result.format && layout.visa === result.fields.documentCode.startsWith('V'));
}
