import type { CountryProfile, Identity } from '../types';
import { bilingualDate, MONTHS_EN, MONTHS_FR_PLAIN } from './date-styles';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Canada, 2013 ePassport: English/French labels, nationality `CANADIAN/CANADIENNE`, dates `14 JAN /JAN 13`,
 * place of birth city and country code (`OTTAWA CAN`), authority the issuing office (GATINEAU), numbers of 2
 * letters and 6 digits, 5 or 10 years expiring on the anniversary.
 */
export const can: CountryProfile = {
  code: 'CAN',
  mrzCode: 'CAN',
  nationality: 'CANADIAN/CANADIENNE',
  names: {
    male: ['LIAM', 'NOAH', 'WILLIAM', 'ÉTIENNE', 'FRANÇOIS', 'MATHIEU', 'OLIVIER', 'NATHAN', 'BENJAMIN', 'LOGAN',
      'JÉRÉMIE', 'SAMUEL', 'GABRIEL', 'HARPREET', 'OWEN', 'TRISTAN', 'MARC-ANDRÉ', 'DEREK'],
    female: ['EMMA', 'CHLOÉ', 'OLIVIA', 'AMÉLIE', 'ZOÉ', 'CHARLOTTE', 'SOPHIE', 'GENEVIÈVE', 'LÉA', 'MADISON',
      'MAUDE', 'ROSALIE', 'AVA', 'MÉGANE', 'NOÉMIE', 'KAYLA', 'ANNE-MARIE', 'BROOKE'],
    surnames: ['TREMBLAY', 'GAGNON', 'ROY', 'CÔTÉ', 'BOUCHARD', 'GAUTHIER', 'MORIN', 'LAVOIE', 'FORTIN', 'GAGNÉ',
      'OUELLET', 'PELLETIER', 'BÉLANGER', 'LÉVESQUE', 'MACDONALD', 'CAMPBELL', 'STEWART', 'ANDERSON', 'SINGH',
      'CHAN', 'MCKENZIE', 'ST-PIERRE', 'BERGERON', 'WILSON'],
    secondGivenChance: 0.3,
  },
  birthPlaces: ['TORONTO CAN', 'MONTRÉAL CAN', 'VANCOUVER CAN', 'CALGARY CAN', 'EDMONTON CAN', 'OTTAWA CAN',
    'WINNIPEG CAN', 'QUÉBEC CAN', 'HAMILTON CAN', 'HALIFAX CAN', 'REGINA CAN', 'SASKATOON CAN', 'VICTORIA CAN',
    'ST. JOHN\'S CAN', 'SHERBROOKE CAN', 'MONCTON CAN'],
  authorities: ['GATINEAU', 'MISSISSAUGA', 'MONTRÉAL', 'VANCOUVER', 'TORONTO', 'CALGARY', 'HALIFAX', 'WINNIPEG'],
  // e.g. HK482915
  passportNumber: (rng) => rng.chars(LETTERS, 2) + rng.chars('0123456789', 6),
  emptyPersonalCheck: '0',
  validity: (age, rng) => ({ years: age >= 16 && rng.chance(0.7) ? 10 : 5, minusOneDay: false }),
  formatDate: (date) => bilingualDate(date, MONTHS_EN, MONTHS_FR_PLAIN, ' /', 2),
  sexPrinted: (sex) => sex,
  layout: (id: Identity) => ({
    state: ['CANADA'],
    title: ['PASSPORT', 'PASSEPORT'],
    header: 'icao',
    rows: [
      [
        { col: 0, label: ['Type/Type'], value: 'P' },
        { col: 130, label: ['Issuing Country/Pays émetteur'], value: 'CAN' },
        { col: 430, label: ['Passport No./N° de passeport'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['Surname/Nom'], value: id.surname }],
      [{ col: 0, label: ['Given names/Prénoms'], value: id.givenNames }],
      [{ col: 0, label: ['Nationality/Nationalité'], value: id.nationality }],
      [{ col: 0, label: ['Date of birth/Date de naissance'], value: can.formatDate(id.birthDate) }],
      [
        { col: 0, label: ['Sex/Sexe'], value: id.sexPrinted },
        { col: 130, label: ['Place of birth/Lieu de naissance'], value: id.birthPlace },
      ],
      [{ col: 0, label: ['Date of issue/Date de délivrance'], value: can.formatDate(id.issueDate) }],
      [
        { col: 0, label: ['Date of expiry/Date d\'expiration'], value: can.formatDate(id.expiryDate) },
        { col: 430, label: [], value: '', signature: true },
      ],
      [{ col: 0, label: ['Issuing Authority/Autorité de délivrance'], value: id.authority }],
    ],
  }),
  palette: { paper: ['#f7eeee', '#f2efe8'], pattern: '#e2c6c6', label: '#4b2f30', heading: '#2f6b4f' },
};
