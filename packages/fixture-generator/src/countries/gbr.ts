import type { CountryProfile, Identity } from '../types';
import { bilingualDate, MONTHS_EN, MONTHS_FR_PLAIN } from './date-styles';

/**
 * United Kingdom, 2015/2020 data page: English/French labels with the ICAO field numbers, dates with two-digit
 * years (`12 AUG /AOUT 74`), nationality BRITISH CITIZEN, authority HMPO (HM Passport Office), 9-digit numbers.
 */
export const gbr: CountryProfile = {
  code: 'GBR',
  mrzCode: 'GBR',
  nationality: 'BRITISH CITIZEN',
  names: {
    male: ['OLIVER', 'GEORGE', 'HARRY', 'JACK', 'THOMAS', 'JAMES', 'WILLIAM', 'ARTHUR', 'ALFIE', 'RHYS', 'CALLUM',
      'EUAN', 'DANIEL', 'SAMUEL', 'OWEN', 'LEWIS', 'KIERAN', 'MOHAMMED', 'HAMISH', 'DYLAN'],
    female: ['CHARLOTTE', 'EMILY', 'SOPHIE', 'AMELIA', 'ISLA', 'OLIVIA', 'GRACE', 'CHLOE', 'MEGAN', 'EILIDH',
      'SIOBHAN', 'FREYA', 'POPPY', 'HOLLY', 'LAUREN', 'BETHAN', 'ZARA', 'IMOGEN', 'NIAMH', 'RUBY'],
    surnames: ['SMITH', 'JONES', 'TAYLOR', 'BROWN', 'WILLIAMS', 'WILSON', 'EVANS', 'DAVIES', 'ROBERTS', 'WALKER',
      'WRIGHT', 'HUGHES', "O'NEILL", 'MACLEOD', 'PATEL', 'KHAN', 'CAMPBELL', 'MORGAN', 'FLETCHER', 'ASHWORTH',
      'PRICE-JONES', 'GALLAGHER', 'REID', 'THOMPSON', 'BAXTER'],
    secondGivenChance: 0.45,
  },
  birthPlaces: ['LONDON', 'BIRMINGHAM', 'MANCHESTER', 'LEEDS', 'GLASGOW', 'EDINBURGH', 'CARDIFF', 'BELFAST',
    'BRISTOL', 'LIVERPOOL', 'NEWCASTLE UPON TYNE', 'SHEFFIELD', 'NOTTINGHAM', 'LEICESTER', 'SWANSEA', 'ABERDEEN',
    'DUNDEE', 'PLYMOUTH', 'NORWICH', 'YORK'],
  authorities: ['HMPO'],
  // e.g. 545120873 (current series start with 1 or 5)
  passportNumber: (rng) => rng.pick(['1', '5']) + rng.chars('0123456789', 8),
  emptyPersonalCheck: '0',
  validity: (age) => ({ years: age >= 16 ? 10 : 5, minusOneDay: false }),
  formatDate: (date) => bilingualDate(date, MONTHS_EN, MONTHS_FR_PLAIN, ' /', 2),
  sexPrinted: (sex) => sex,
  layout: (id: Identity) => ({
    state: ['UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND'],
    title: ['PASSPORT', 'PASSEPORT'],
    header: 'icao',
    rows: [
      [
        { col: 0, label: ['Type/Type'], value: 'P' },
        { col: 150, label: ['Code/Code'], value: 'GBR' },
        { col: 360, label: ['Passport No./Passeport No.'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['Surname/Nom (1)'], value: id.surname }],
      [{ col: 0, label: ['Given names/Prénoms (2)'], value: id.givenNames }],
      [{ col: 0, label: ['Nationality/Nationalité (3)'], value: id.nationality }],
      [{ col: 0, label: ['Date of birth/Date de naissance (4)'], value: gbr.formatDate(id.birthDate) }],
      [
        { col: 0, label: ['Sex/Sexe (5)'], value: id.sexPrinted },
        { col: 150, label: ['Place of birth/Lieu de naissance (6)'], value: id.birthPlace },
      ],
      [
        { col: 0, label: ['Date of issue/Date de délivrance (7)'], value: gbr.formatDate(id.issueDate) },
        { col: 430, label: ['Authority/Autorité (8)'], value: id.authority },
      ],
      [
        { col: 0, label: ['Date of expiry/Date d\'expiration (9)'], value: gbr.formatDate(id.expiryDate) },
        { col: 430, label: ['Holder\'s signature/Signature du titulaire (10)'], value: '', signature: true },
      ],
    ],
  }),
  palette: { paper: ['#f3eef5', '#e8eef7'], pattern: '#cdbfdc', label: '#3d3a6b', heading: '#2a2858' },
};
