import type { CountryCode, CountryProfile } from '../types';
import { can } from './can';
import { deu } from './deu';
import { esp } from './esp';
import { fra } from './fra';
import { gbr } from './gbr';
import { ita } from './ita';
import { nld } from './nld';
import { usa } from './usa';
import { xvd } from './xvd';

/** Every country the generator can make, by its code; the order is the CLI's default rotation. */
export const COUNTRY_PROFILES: Readonly<Record<CountryCode, CountryProfile>> = {
  GBR: gbr,
  DEU: deu,
  FRA: fra,
  ESP: esp,
  NLD: nld,
  ITA: ita,
  USA: usa,
  CAN: can,
  XVD: xvd,
};

export const COUNTRY_CODES = Object.keys(COUNTRY_PROFILES) as CountryCode[];

export function isCountryCode(value: string): value is CountryCode {
  return Object.prototype.hasOwnProperty.call(COUNTRY_PROFILES, value);
}
