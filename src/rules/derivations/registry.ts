import { readCnp } from '../validators/cnp';
import { readCodiceFiscaleBirthDate } from '../validators/codice-fiscale';
import { isCuil } from '../validators/cuil';
import { readCurp } from '../validators/curp';
import { readEgyptNationalNumber } from '../validators/egypt-national-number';
import { readNik } from '../validators/nik';
import { readUkDriverNumber } from '../validators/uk-driver-number';

/** Fills one field from another field's validated value; '' when it cannot. Dates as YYYY-MM-DD. */
export type Derivation = (value: string, today: Date, params: DerivationParams) => string;

/** What a rules file gives a derivation besides the value (a derive source's own properties). */
export interface DerivationParams {
  /** yearsEarlier: how many. */
  years?: number;
}

/** A name a rules file can give to fill a field from an identifier. */
export type DerivationName =
  | 'curpBirthDate'
  | 'curpSex'
  | 'nikBirthDate'
  | 'nikSex'
  | 'cnpBirthDate'
  | 'cnpSex'
  | 'egyptBirthDate'
  | 'egyptSex'
  | 'yearsEarlier'
  | 'codiceFiscaleBirthDate'
  | 'ukDriverBirthDate'
  | 'cuilDocumentNumber';

/**
 * Every derivation by name. Each reads its identifier through the same function as the identifier's validator,
 * so it gives '' whenever that validator's check fails.
 */
export const DERIVATIONS: Record<DerivationName, Derivation> = {
  /** e.g. "GOVM800705MCLMLR07" → "1980-07-05" */
  curpBirthDate: (value, today) => readCurp(value, today)?.birthDate ?? '',
  /** As printed on the card: H (hombre), M (mujer), or X. e.g. "GOVM800705MCLMLR07" → "M" */
  curpSex: (value, today) => readCurp(value, today)?.sex ?? '',
  /** e.g. "3674076204940001" → "1994-04-22" */
  nikBirthDate: (value, today) => readNik(value, today)?.birthDate ?? '',
  /** As printed on the KTP. e.g. "3674076204940001" → "PEREMPUAN" */
  nikSex: (value, today) => readNik(value, today)?.sex ?? '',
  /** e.g. "1630615123457" → "1963-06-15" */
  cnpBirthDate: (value, today) => readCnp(value, today)?.birthDate ?? '',
  /** M or F. e.g. "1630615123457" → "M" */
  cnpSex: (value, today) => readCnp(value, today)?.sex ?? '',
  /** e.g. "29001010101234" → "1990-01-01" */
  egyptBirthDate: (value, today) => readEgyptNationalNumber(value, today)?.birthDate ?? '',
  /** As printed on the card: ذكر (male) or أنثى (female). e.g. "29001010101234" → "ذكر" */
  egyptSex: (value, today) => readEgyptNationalNumber(value, today)?.sex ?? '',
  /**
   * A date `years` earlier, to the day (29 February, where that year has none, the 28th): arithmetic on another
   * date, e.g. an issue date from an expiry when a card runs a fixed term. e.g. years 7: "2030-06-04" → "2023-06-04"
   */
  yearsEarlier: (value, _today, { years }) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!m || years === undefined) return '';
    const year = Number(m[1]) - years;
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return `${String(year).padStart(4, '0')}-${m[2]}-${m[2] === '02' && m[3] === '29' && !leap ? '28' : m[3]}`;
  },
  /** Century: today's unless that is after today. e.g. "RSSMRA85T10A562S" → "1985-12-10" */
  codiceFiscaleBirthDate: (value, today) => readCodiceFiscaleBirthDate(value, today),
  /** e.g. "JONES861054AB9CD" → "1984-11-05" */
  ukDriverBirthDate: (value, today) => readUkDriverNumber(value, today)?.birthDate ?? '',
  /**
   * An Argentine CUIL is the holder's DNI number between a prefix and a check digit, so a CUIL that checks gives
   * the DNI even where its printed digits were misread (which no check covers); a 7-digit DNI is padded with 0
   * in the CUIL. e.g. "20-15378155-3" → "15378155", "20-05536168-2" → "5536168"
   */
  cuilDocumentNumber: (value) => (isCuil(value) ? String(Number(value.replace(/-/g, '').slice(2, 10))) : ''),
};
