import type { CountryProfile, Identity } from '../types';
import { pad2 } from '../calendar-date';
import { MONTHS_EN_TITLE } from './date-styles';

/**
 * United States, 2007/2017 passport book: English/French/Spanish labels, dates `12 Aug 1974`, place of birth
 * the state (`CALIFORNIA, U.S.A.`), authority `United States Department of State` over two lines, 9-digit
 * numbers, expiry the day before the anniversary (10 years, 5 under 16).
 */
export const usa: CountryProfile = {
  code: 'USA',
  mrzCode: 'USA',
  nationality: 'UNITED STATES OF AMERICA',
  names: {
    male: ['JAMES', 'MICHAEL', 'ROBERT', 'DAVID', 'JOHN', 'CHRISTOPHER', 'DANIEL', 'MATTHEW', 'ETHAN', 'TYLER',
      'JOSHUA', 'ANDREW', 'BRANDON', 'KEVIN', 'JUSTIN', 'CARLOS', 'DESHAWN', 'CONNOR', 'AIDEN', 'MARCUS'],
    female: ['MARY', 'JENNIFER', 'JESSICA', 'ASHLEY', 'EMILY', 'SARAH', 'MADISON', 'OLIVIA', 'AVA', 'BRIANNA',
      'KAYLA', 'MEGAN', 'HANNAH', 'ALEXIS', 'NICOLE', 'SAMANTHA', 'AALIYAH', 'MORGAN', 'ABIGAIL', 'ELIZABETH'],
    surnames: ['JOHNSON', 'WILLIAMS', 'BROWN', 'MILLER', 'DAVIS', 'RODRIGUEZ', 'MARTINEZ', 'ANDERSON', 'TAYLOR',
      'THOMPSON', 'HARRIS', 'CLARK', 'LEWIS', 'WALKER', 'NGUYEN', 'KIM', 'PATEL', 'O\'BRIEN', 'HALL', 'YOUNG',
      'RAMIREZ', 'WASHINGTON', 'MCALLISTER', 'VAN HORN', 'KOWALSKI'],
    secondGivenChance: 0.55,
  },
  birthPlaces: ['CALIFORNIA, U.S.A.', 'NEW YORK, U.S.A.', 'TEXAS, U.S.A.', 'ILLINOIS, U.S.A.', 'OHIO, U.S.A.',
    'FLORIDA, U.S.A.', 'PENNSYLVANIA, U.S.A.', 'GEORGIA, U.S.A.', 'MICHIGAN, U.S.A.', 'WASHINGTON, U.S.A.',
    'MASSACHUSETTS, U.S.A.', 'ARIZONA, U.S.A.', 'MINNESOTA, U.S.A.', 'OREGON, U.S.A.', 'NEW JERSEY, U.S.A.'],
  authorities: ['United States Department of State'],
  // e.g. 561038427
  passportNumber: (rng) => rng.chars('123456789', 1) + rng.chars('0123456789', 8),
  emptyPersonalCheck: '0',
  validity: (age) => ({ years: age >= 16 ? 10 : 5, minusOneDay: true }),
  formatDate: (date) => `${pad2(date.day)} ${MONTHS_EN_TITLE[date.month - 1]} ${date.year}`,
  sexPrinted: (sex) => sex,
  extras: () => ({ endorsements: 'SEE PAGE 27' }),
  layout: (id: Identity) => ({
    state: ['UNITED STATES OF AMERICA'],
    title: ['PASSPORT', 'PASSEPORT', 'PASAPORTE'],
    header: 'icao',
    rows: [
      [
        { col: 0, label: ['Type / Type / Tipo'], value: 'P' },
        { col: 160, label: ['Code / Code / Código'], value: 'USA' },
        { col: 360, label: ['Passport No. / No. du Passeport / No. de Pasaporte'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['Surname / Nom / Apellidos'], value: id.surname }],
      [{ col: 0, label: ['Given Names / Prénoms / Nombres'], value: id.givenNames }],
      [{ col: 0, label: ['Nationality / Nationalité / Nacionalidad'], value: id.nationality }],
      [{ col: 0, label: ['Date of birth / Date de naissance / Fecha de nacimiento'], value: usa.formatDate(id.birthDate) }],
      [
        { col: 0, label: ['Place of birth / Lieu de naissance / Lugar de nacimiento'], value: id.birthPlace },
        { col: 470, label: ['Sex / Sexe / Sexo'], value: id.sexPrinted },
      ],
      [
        { col: 0, label: ['Date of issue / Date de délivrance /', 'Fecha de expedición'], value: usa.formatDate(id.issueDate) },
        { col: 360, label: ['Authority / Autorité / Autoridad'], value: splitAuthority(id.authority) },
      ],
      [
        { col: 0, label: ['Date of expiration / Date d\'expiration /', 'Fecha de caducidad'], value: usa.formatDate(id.expiryDate) },
        { col: 360, label: ['Endorsements / Mentions Spéciales / Anotaciones'], value: id.extras.endorsements },
      ],
    ],
  }),
  palette: { paper: ['#ecf1f8', '#f6efe8'], pattern: '#c2cde1', label: '#23395d', heading: '#1b2f55' },
};

/** The real page breaks "United States / Department of State" over two lines. */
function splitAuthority(authority: string): string[] {
  const at = authority.indexOf(' Department');
  return at > 0 ? [authority.slice(0, at), authority.slice(at + 1)] : [authority];
}
