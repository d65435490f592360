import type { CountryProfile, Identity } from '../types';
import { bilingualDate, MONTHS_EN, MONTHS_FR } from './date-styles';

const LETTERS = 'ABCDEFGHIJKLMNPQRSTUVWXYZ';

/**
 * The Republic of Valdoria, a fictional state on the ICAO 9303 model page: English/French labels, a filled
 * personal number (so the MRZ optional-data check digit is exercised), dates with accented French months
 * (`12 AUG/AOÛT 1974`), and a code (XVD) that no ISO list knows, which the service must still accept.
 */
export const xvd: CountryProfile = {
  code: 'XVD',
  mrzCode: 'XVD',
  nationality: 'VALDORIAN',
  names: {
    male: ['KAEL', 'MIRO', 'DORIAN', 'TESSARO', 'ALVIN', 'BRAN', 'CORVIN', 'EMRIK', 'JARO', 'LUDO'],
    female: ['SANNA', 'VELA', 'ILKA', 'MIRELLA', 'ORSA', 'TALINA', 'YSOLDE', 'KESSA', 'LIORA', 'NAVI'],
    surnames: ['ANDRAVI', 'KOSTELLA', 'MIRANOV', 'VELDORIS', 'HALVENA', 'DRAVEK', 'SORRENTA', 'ULMARIN',
      'BRESKO', 'TAVARI-OLM'],
    secondGivenChance: 0.4,
  },
  birthPlaces: ['NORDHAVEN', 'VALDOR', 'KESTRIN', 'PORT ALARI', 'MIRELLE', 'OSTRAVEN', 'LUNDARA'],
  authorities: ['MINISTRY OF INTERIOR', 'PASSPORT OFFICE VALDOR', 'CONSULATE GENERAL NORDHAVEN'],
  // e.g. K48209T17: shaped like the ICAO model number, letters and digits mixed.
  passportNumber: (rng) =>
    rng.chars(LETTERS, 1) + rng.chars('0123456789', 5) + rng.chars(LETTERS, 1) + rng.chars('0123456789', 2),
  // e.g. VD4820917B
  personalNumber: (rng) => 'VD' + rng.chars('0123456789', 7) + rng.chars(LETTERS, 1),
  emptyPersonalCheck: '0',
  validity: (age) => ({ years: age >= 18 ? 10 : 5, minusOneDay: true }),
  formatDate: (date) => bilingualDate(date, MONTHS_EN, MONTHS_FR, '/', 4),
  sexPrinted: (sex) => sex,
  layout: (id: Identity) => ({
    state: ['REPUBLIC OF VALDORIA'],
    title: ['Passport/', 'Passeport'],
    header: 'icao',
    rows: [
      [
        { col: 0, label: ['Type/Type'], value: 'P' },
        { col: 150, label: ['Country code/Code du pays'], value: 'XVD' },
        { col: 450, label: ['Passport No./N° de passeport'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['Surname/Nom'], value: id.surname }],
      [{ col: 0, label: ['Given names/Prénoms'], value: id.givenNames }],
      [{ col: 0, label: ['Nationality/Nationalité'], value: id.nationality }],
      [
        { col: 0, label: ['Date of birth/Date de naissance'], value: xvd.formatDate(id.birthDate) },
        { col: 450, label: ['Personal No./N° personnel'], value: id.personalNumber },
      ],
      [
        { col: 0, label: ['Sex/Sexe'], value: id.sexPrinted },
        { col: 200, label: ['Place of birth/Lieu de naissance'], value: id.birthPlace },
      ],
      [
        { col: 0, label: ['Date of issue/Date de délivrance'], value: xvd.formatDate(id.issueDate) },
        { col: 400, label: ['Authority/Autorité'], value: id.authority },
      ],
      [
        { col: 0, label: ['Date of expiry/Date d\'expiration'], value: xvd.formatDate(id.expiryDate) },
        { col: 400, label: ['Holder\'s signature/Signature du titulaire'], value: '', signature: true },
      ],
    ],
  }),
  palette: { paper: ['#f6f3e3', '#e9f2ef'], pattern: '#d6cea4', label: '#4a4628', heading: '#3a3a1a' },
};
