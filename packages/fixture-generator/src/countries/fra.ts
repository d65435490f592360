import type { CountryProfile, Identity } from '../types';
import { numericDate } from './date-styles';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * France, passeport électronique: French/English labels, surname in capitals and given names in mixed case
 * separated by commas ("Léa, Camille"), nationality `Française`, dates `12 08 1974`, place of birth with the
 * département number (`LYON (69)`), authority a préfecture, numbers like 12AB34567, expiry the day before the
 * anniversary.
 */
export const fra: CountryProfile = {
  code: 'FRA',
  mrzCode: 'FRA',
  nationality: 'Française',
  names: {
    male: ['Jean', 'Théo', 'Benoît', 'François', 'Jérôme', 'Loïc', 'Mathis', 'Raphaël', 'Hugo', 'Antoine',
      'Étienne', 'Noël', 'Gaël', 'Julien', 'Maxime', 'Cédric', 'Lucas', 'Hervé', 'Timothée', 'Yannick'],
    female: ['Élodie', 'Léa', 'Chloé', 'Hélène', 'Maëlle', 'Gaëlle', 'Noémie', 'Céline', 'Camille', 'Zoé',
      'Inès', 'Anaïs', 'Manon', 'Juliette', 'Margaux', 'Océane', 'Bérénice', 'Clémence', 'Agnès', 'Solène'],
    surnames: ['BERNARD', 'DUBOIS', 'ROBERT', 'RICHARD', 'PETIT', 'DURAND', 'LEROY', 'MOREAU', 'SIMON',
      'LAURENT', 'LEFÈVRE', 'MICHEL', 'BERTRAND', 'ROUX', 'VINCENT', 'FOURNIER', 'MOREL', 'GIRARD', 'ANDRÉ',
      'MERCIER', 'DUPONT', 'LAMBERT', 'BONNET', 'FAURE', 'GAUTIER', 'CHEVALIER', 'D\'ARTOIS', 'LE GOFF',
      'BOUCHÉ', 'NGUYEN'],
    secondGivenChance: 0.5,
    givenSeparator: ', ',
  },
  birthPlaces: ['PARIS (75)', 'LYON (69)', 'MARSEILLE (13)', 'TOULOUSE (31)', 'NANTES (44)', 'LILLE (59)',
    'BORDEAUX (33)', 'STRASBOURG (67)', 'NICE (06)', 'RENNES (35)', 'MONTPELLIER (34)', 'GRENOBLE (38)',
    'BREST (29)', 'DIJON (21)', 'ANGERS (49)', 'BASTIA (2B)', 'ORLÉANS (45)', 'SAINT-ÉTIENNE (42)'],
  authorities: ['Préfecture de Police', 'Préfecture du Rhône', 'Préfecture de la Gironde', 'Préfecture du Nord',
    'Préfecture des Bouches-du-Rhône', 'Préfecture de la Haute-Garonne', 'Préfecture de Loire-Atlantique',
    'Préfecture du Bas-Rhin', 'Préfecture d\'Ille-et-Vilaine', 'Préfecture de l\'Isère'],
  // e.g. 19KF40386
  passportNumber: (rng) => rng.chars('0123456789', 2) + rng.chars(LETTERS, 2) + rng.chars('0123456789', 5),
  emptyPersonalCheck: '0',
  validity: (age) => ({ years: age >= 18 ? 10 : 5, minusOneDay: true }),
  formatDate: (date) => numericDate(date, ' '),
  sexPrinted: (sex) => sex,
  extras: (rng, sex) => ({
    // e.g. 1,72 m
    height: `${((sex === 'M' ? rng.int(165, 192) : rng.int(152, 180)) / 100).toFixed(2).replace('.', ',')} m`,
    eyes: rng.pick(['Marron', 'Bleus', 'Verts', 'Noisette', 'Gris', 'Marron Vert']),
  }),
  layout: (id: Identity) => ({
    state: ['RÉPUBLIQUE FRANÇAISE'],
    title: ['PASSEPORT', 'PASSPORT'],
    header: 'icao',
    rows: [
      [
        { col: 0, label: ['Type / Type'], value: 'P' },
        { col: 130, label: ['Code du pays / Country code'], value: 'FRA' },
        { col: 400, label: ['Passeport n° / Passport No.'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['1. Nom / Surname'], value: id.surname }],
      [{ col: 0, label: ['2. Prénoms / Given names'], value: id.givenNames }],
      [
        { col: 0, label: ['3. Nationalité / Nationality'], value: id.nationality },
        { col: 330, label: ['4. Date de naissance / Date of birth'], value: fra.formatDate(id.birthDate) },
      ],
      [
        { col: 0, label: ['5. Sexe / Sex'], value: id.sexPrinted },
        { col: 160, label: ['6. Lieu de naissance / Place of birth'], value: id.birthPlace },
      ],
      [
        { col: 0, label: ['7. Taille / Height'], value: id.extras.height },
        { col: 160, label: ['8. Couleur des yeux / Colour of eyes'], value: id.extras.eyes },
      ],
      [
        { col: 0, label: ['9. Date de délivrance / Date of issue'], value: fra.formatDate(id.issueDate) },
        { col: 330, label: ['10. Date d\'expiration / Date of expiry'], value: fra.formatDate(id.expiryDate) },
      ],
      [
        { col: 0, label: ['11. Autorité / Authority'], value: id.authority },
        { col: 520, label: ['Signature du titulaire /', 'Holder\'s signature'], value: '', signature: true },
      ],
    ],
  }),
  palette: { paper: ['#f6edf1', '#ecf0f8'], pattern: '#d8c0d2', label: '#34405e', heading: '#1f2d57' },
};
