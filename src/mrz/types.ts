import type { Box } from '../domain/box';

/**
 * Public shapes of the MRZ library. Everything here is plain data so results can be logged (without values),
 * compared in tests and handed to the rules engine unchanged.
 */

/**
 * The ICAO 9303 size an MRZ was read as: TD1 3 × 30, TD2 2 × 36, TD3 2 × 44. Machine-readable visas come back
 * by size (MRV-A as `TD3`, MRV-B as `TD2`); their document code starts with `V` and their `checks` have no
 * composite (nor TD3's personal number check). `FRA-ID` is the French identity card of 1988-2021, 2 × 36 in
 * a layout of its own (no nationality, no expiry date, a 12-character number).
 */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'FRA-ID';

/** One check digit of the MRZ and whether the printed digit matches the data it guards. */
export interface MrzCheck {
  field: 'documentNumber' | 'dateOfBirth' | 'expiryDate' | 'personalNumber' | 'composite';
  ok: boolean;
}

/** The values an MRZ carries, decoded into the contract's formats (dates `YYYY-MM-DD`, fillers gone). */
export interface MrzFields {
  /** e.g. `P`, `ID`, `I`, `AC`, `V` (a trailing filler is dropped: `P<` gives `P`). */
  documentCode: string;
  /**
   * Fillers dropped (`D` for Germany). A code read outside ICAO's list is settled to the one listed code its
   * look-alikes reach (`THN` → `TWN`); one nothing settles comes back as read (`CMW`).
   */
  issuingState: string;
  /** Fillers removed; a TD1/TD2 long document number is rebuilt from its overflow in the optional data. */
  documentNumber: string;
  nationality: string;
  /** `YYYY-MM-DD`, or `''` when the six digits are not a calendar date. */
  dateOfBirth: string;
  /** `M`, `F` or `X` (an unspecified `<` reads as `X`); anything else is returned as printed. */
  sex: string;
  /** `YYYY-MM-DD`, or `''` when the six digits are not a calendar date. */
  expiryDate: string;
  /** TD3 personal number, TD1 optional data 1 (after any document number overflow), TD2/visa optional data. */
  personalNumber: string;
  /** TD1 line 2 optional data; `''` on every other format. */
  optionalData2: string;
  /** Primary identifier, fillers as single spaces. */
  surname: string;
  /** Secondary identifier, fillers as single spaces. */
  givenNames: string;
}

/** A decoded MRZ: the lines it was decoded from, the fields and every check digit of its format. */
export interface MrzResult {
  format: MrzFormat;
  /** The lines after any correction: 2 or 3, each exactly the format's length. */
  lines: string[];
  fields: MrzFields;
  /** Every check digit the format has, in line order. */
  checks: MrzCheck[];
  /** True when every check passes. */
  valid: boolean;
  /** Characters changed, inserted or removed to get from the (normalised) input to `lines`. */
  corrections: number;
  /** Where its rows were read, in the pixels of the page read (absent for an MRZ decoded from text alone). */
  band?: Box;
}

/** Options shared by the parse, correct and find functions. */
export interface MrzOptions {
  /** The reference day for two-digit years; defaults to now. Inject it to keep results deterministic. */
  today?: Date;
}
