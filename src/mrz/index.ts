/**
 * ICAO 9303 machine-readable zones: parse exact lines, correct OCR'd lines, find the MRZ in page text.
 * Pure functions, no I/O.
 */
export { checkDigit, charValue } from './check-digit';
export { correctMrz } from './correct-mrz';
export { findMrz } from './find-mrz';
export { MRZ_LAYOUTS } from './formats';
export { mergeReadings } from './merge-readings';
export { preferLstmLetters } from './prefer-lstm-letters';
export { withFieldValue, type CheckedField } from './with-field-value';
export type { CheckSpec, FieldKey, FieldKind, FieldSpec, MrzLayout } from './formats';
export { parseMrz } from './parse-mrz';
export { parseMrzDate } from './parse-mrz-date';
export type { MrzDateKind } from './parse-mrz-date';
export type { MrzCheck, MrzFields, MrzFormat, MrzOptions, MrzResult } from './types';
