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
import type { Validator } from './validator';

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
