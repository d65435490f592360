import { cnpValidator } from './cnp';
import { codiceFiscaleValidator } from './codice-fiscale';
import { cuilValidator } from './cuil';
import { curpValidator } from './curp';
import { dniEsValidator } from './dni-es';
import { egyptNationalNumberValidator } from './egypt-national-number';
import { nikStructureValidator, nikValidator } from './nik';
import { nlBsnValidator } from './nl-bsn';
import { peruDniValidator } from './peru-dni';
import { thaiIdValidator } from './thai-id';
import { ukDriverNumberValidator } from './uk-driver-number';

/** A national identifier's rules, as the rules engine applies them to a field's value. */
export interface Validator {
  /** The value as printed with spaces removed (upper case where letters): true when structure and check digits hold. */
  check(value: string, today: Date): boolean;
  /**
   * Read-error repairs: values differing from `value` only by OCR look-alikes (O/0, I/1/L, S/5, B/8, Z/2, G/6, T/7, D/0, Q/0)
   * in positions whose character class the structure fixes, that pass `check`; most likely first, at most 8. [] when none.
   */
  repair(value: string, today: Date): string[];
}

/** A name a rules file can give as a field's validator. */
export type ValidatorName =
  | 'curp'
  | 'nik'
  | 'nikStructure'
  | 'thaiId'
  | 'cnp'
  | 'codiceFiscale'
  | 'dniEs'
  | 'cuil'
  | 'egyptNationalNumber'
  | 'peruDni'
  | 'ukDriverNumber'
  | 'nlBsn';

/** Every validator by the name a rules file uses; the JSON Schema lists the same names. */
export const VALIDATORS: Record<ValidatorName, Validator> = {
  curp: curpValidator,
  nik: nikValidator,
  nikStructure: nikStructureValidator,
  thaiId: thaiIdValidator,
  cnp: cnpValidator,
  codiceFiscale: codiceFiscaleValidator,
  dniEs: dniEsValidator,
  cuil: cuilValidator,
  egyptNationalNumber: egyptNationalNumberValidator,
  peruDni: peruDniValidator,
  ukDriverNumber: ukDriverNumberValidator,
  nlBsn: nlBsnValidator,
};
