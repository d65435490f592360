import type { CountryProfile, Identity } from '../types';
import type { Rng } from '../prng';
import { bilingualDate, MONTHS_EN, MONTHS_NL } from './date-styles';

// Dutch document numbers never use the letter O (it reads as zero).
const LETTERS = 'ABCDEFGHIJKLMNPQRSTUVWXYZ';
const ALNUM = LETTERS + '0123456789';

/** A citizen service number (BSN) that passes the "11-test": 9·d1 + 8·d2 + … + 2·d8 − d9 ≡ 0 (mod 11). */
export function makeBsn(rng: Rng): string {
  for (;;) {
    const digits = rng.chars('0123456789', 8);
    if (digits[0] === '0') continue;
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += (9 - i) * Number(digits[i]);
    const last = sum % 11;
    if (last < 10) return digits + last;
  }
}

/**
 * Netherlands, paspoort 2011/2021: Dutch/English/French labels, surname in capitals with its prefix
 * (DE VRIES), given names and place of birth in mixed case, sex printed `V/F` or `M/M`, dates
 * `12 OKT/OCT 1974`, the BSN as personal number (VIZ and MRZ), authority `Burg. van <gemeente>`, numbers of
 * 2 letters, 6 letters or digits and a digit, expiry on the anniversary.
 */
export const nld: CountryProfile = {
  code: 'NLD',
  mrzCode: 'NLD',
  nationality: 'Nederlandse',
  names: {
    male: ['Jan', 'Pieter', 'Sander', 'Daan', 'Bram', 'Joris', 'Thijs', 'Sem', 'Ruben', 'Jeroen', 'Maarten',
      'Wouter', 'Koen', 'Stijn', 'Gijs', 'Teun', 'Hendrik', 'Willem', 'Joël', 'Niels'],
    female: ['Emma', 'Sanne', 'Fleur', 'Anouk', 'Eline', 'Femke', 'Lotte', 'Maaike', 'Noor', 'Iris', 'Floor',
      'Chloë', 'Zoë', 'Joëlle', 'Marieke', 'Ilse', 'Tessa', 'Lieke', 'Annelies', 'Hanneke'],
    surnames: ['DE JONG', 'JANSEN', 'DE VRIES', 'VAN DEN BERG', 'VAN DIJK', 'BAKKER', 'VISSER', 'SMIT', 'MEIJER',
      'DE BOER', 'MULDER', 'DE GROOT', 'BOS', 'VOS', 'PETERS', 'HENDRIKS', 'VAN LEEUWEN', 'DEKKER', 'BROUWER',
      'DE WIT', 'DIJKSTRA', 'VAN DER MEER', 'VAN \'T HOF', 'KUIJPERS', 'HOEKSTRA'],
    secondGivenChance: 0.5,
  },
  birthPlaces: ['Amsterdam', 'Rotterdam', '\'s-Gravenhage', 'Utrecht', 'Eindhoven', 'Groningen', 'Tilburg',
    'Almere', 'Breda', 'Nijmegen', 'Haarlem', 'Arnhem', 'Zwolle', 'Leeuwarden', 'Maastricht', 'Delft',
    '\'s-Hertogenbosch', 'Den Helder'],
  authorities: ['Burg. van Amsterdam', 'Burg. van Rotterdam', 'Burg. van \'s-Gravenhage', 'Burg. van Utrecht',
    'Burg. van Eindhoven', 'Burg. van Groningen', 'Burg. van Haarlem', 'Burg. van Nijmegen', 'Burg. van Delft',
    'Burg. van Zwolle'],
  // e.g. NW4FK8L01
  passportNumber: (rng) => rng.chars(LETTERS, 2) + rng.chars(ALNUM, 6) + rng.chars('0123456789', 1),
  personalNumber: makeBsn,
  emptyPersonalCheck: '0',
  validity: (age) => ({ years: age >= 18 ? 10 : 5, minusOneDay: false }),
  formatDate: (date) => bilingualDate(date, MONTHS_NL, MONTHS_EN, '/', 4),
  sexPrinted: (sex) => (sex === 'F' ? 'V/F' : 'M/M'),
  extras: (rng, sex) => ({
    // e.g. 1,84 m
    height: `${((sex === 'M' ? rng.int(170, 198) : rng.int(158, 184)) / 100).toFixed(2).replace('.', ',')} m`,
  }),
  layout: (id: Identity) => ({
    state: ['KONINKRIJK DER NEDERLANDEN', 'KINGDOM OF THE NETHERLANDS / ROYAUME DES PAYS-BAS'],
    title: ['PASPOORT', 'PASSPORT / PASSEPORT'],
    header: 'icao',
    rows: [
      [
        { col: 0, label: ['Soort document/Type/Type'], value: 'P' },
        { col: 190, label: ['Code/Code/Code'], value: 'NLD' },
        { col: 360, label: ['Documentnummer/Document No./', 'N° du document'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['1. Naam/Surname/Nom'], value: id.surname }],
      [{ col: 0, label: ['2. Voornamen/Given names/Prénoms'], value: id.givenNames }],
      [
        { col: 0, label: ['3. Nationaliteit/Nationality/Nationalité'], value: id.nationality },
        { col: 330, label: ['4. Geboortedatum/Date of birth/Date de naissance'], value: nld.formatDate(id.birthDate) },
      ],
      [
        { col: 0, label: ['5. Geslacht/Sex/Sexe'], value: id.sexPrinted },
        { col: 180, label: ['6. Geboorteplaats/Place of birth/', 'Lieu de naissance'], value: id.birthPlace },
        { col: 560, label: ['Lengte/Height/Taille'], value: id.extras.height },
      ],
      [
        { col: 0, label: ['7. Datum van afgifte/Date of issue/', 'Date de délivrance'], value: nld.formatDate(id.issueDate) },
        { col: 330, label: ['8. Geldig tot/Date of expiry/', 'Date d\'expiration'], value: nld.formatDate(id.expiryDate) },
      ],
      [
        { col: 0, label: ['Persoonsnummer/Personal No./', 'N° personnel'], value: id.personalNumber },
        { col: 330, label: ['9. Instantie/Authority/Autorité'], value: id.authority },
      ],
    ],
  }),
  palette: { paper: ['#e9f0f8', '#f4f1ea'], pattern: '#bccfe3', label: '#1f3b66', heading: '#16305a' },
};
