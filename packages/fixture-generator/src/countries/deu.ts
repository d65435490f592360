import type { CountryProfile, Identity } from '../types';
import { numericDate } from './date-styles';

// Letters and digits of German document numbers: no vowels and no look-alikes (B, D, Q, S, O, I...).
const DEU_ALPHABET = 'CFGHJKLMNPRTVWXYZ0123456789';

/**
 * Germany, Reisepass 2017/2024: German/English/French labels, dates `12.08.1974`, MRZ state and nationality
 * `D<<`, personal number all fillers with `<` as its check digit, expiry the day before the anniversary
 * (10 years, 6 under 24), authority the issuing municipality (STADT KÖLN).
 */
export const deu: CountryProfile = {
  code: 'DEU',
  mrzCode: 'D',
  nationality: 'DEUTSCH',
  names: {
    male: ['LUKAS', 'JÖRG', 'JÜRGEN', 'STEFAN', 'MATTHIAS', 'FELIX', 'MAXIMILIAN', 'LEON', 'SÖREN', 'TOBIAS',
      'FLORIAN', 'KLAUS', 'UWE', 'BJÖRN', 'MEHMET', 'JONAS', 'NIKLAS', 'HENDRIK', 'RÜDIGER', 'PAUL'],
    female: ['ANNA', 'SOPHIE', 'MARIE', 'JULIA', 'LENA', 'KATHRIN', 'BÄRBEL', 'UTE', 'MAREN', 'HANNAH', 'GESINE',
      'JÜLIDE', 'SABINE', 'CLAUDIA', 'FRAUKE', 'CHANTAL', 'LEA', 'MIA', 'ANKE', 'DÖRTE'],
    surnames: ['MÜLLER', 'SCHMIDT', 'SCHNEIDER', 'FISCHER', 'WEBER', 'MEYER', 'WAGNER', 'BECKER', 'SCHULZ',
      'HOFFMANN', 'SCHÄFER', 'KOCH', 'BAUER', 'RICHTER', 'KLEIN', 'WOLF', 'SCHRÖDER', 'NEUMANN', 'ZIMMERMANN',
      'KRÜGER', 'HARTMANN', 'LEHMANN', 'KÖHLER', 'STRAUß', 'ÇELIK', 'ÖZTÜRK', 'YILMAZ', 'VON DER HEYDE', 'JÄGER',
      'GROßE-BÖCKMANN'],
    secondGivenChance: 0.35,
  },
  birthPlaces: ['BERLIN', 'HAMBURG', 'MÜNCHEN', 'KÖLN', 'FRANKFURT AM MAIN', 'STUTTGART', 'DÜSSELDORF', 'LEIPZIG',
    'DORTMUND', 'ESSEN', 'BREMEN', 'DRESDEN', 'HANNOVER', 'NÜRNBERG', 'LÜBECK', 'OSNABRÜCK', 'GÖTTINGEN',
    'SAARBRÜCKEN', 'FREIBURG IM BREISGAU', 'GÜTERSLOH'],
  authorities: ['STADT KÖLN', 'LANDESHAUPTSTADT MÜNCHEN', 'FREIE UND HANSESTADT HAMBURG',
    'LANDESHAUPTSTADT DÜSSELDORF', 'STADT FRANKFURT AM MAIN', 'STADT LEIPZIG', 'STADT NÜRNBERG',
    'LANDESHAUPTSTADT STUTTGART', 'BEZIRKSAMT PANKOW VON BERLIN', 'STADT DORTMUND', 'STADT ESSEN',
    'LANDESHAUPTSTADT DRESDEN', 'STADT GÖTTINGEN', 'STADT LÜBECK'],
  // e.g. C4J9RKZ07: first character one of the letters used by the current series.
  passportNumber: (rng) => rng.pick(['C', 'F', 'G', 'H', 'J', 'K']) + rng.chars(DEU_ALPHABET, 8),
  emptyPersonalCheck: '<',
  validity: (age) => ({ years: age >= 24 ? 10 : 6, minusOneDay: true }),
  formatDate: (date) => numericDate(date, '.'),
  sexPrinted: (sex) => sex,
  layout: (id: Identity) => ({
    state: ['BUNDESREPUBLIK DEUTSCHLAND', 'FEDERAL REPUBLIC OF GERMANY / RÉPUBLIQUE FÉDÉRALE D\'ALLEMAGNE'],
    title: ['REISEPASS', 'PASSPORT / PASSEPORT'],
    header: 'title-right',
    rows: [
      [
        { col: 0, label: ['Typ/Type/Type'], value: 'P' },
        { col: 150, label: ['Kode/Code/Code'], value: 'D' },
        { col: 360, label: ['Pass-Nr./Passport No./N° du passeport'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['1. Name/Surname/Nom'], value: id.surname }],
      [{ col: 0, label: ['2. Vornamen/Given names/Prénoms'], value: id.givenNames }],
      [
        { col: 0, label: ['3. Geburtstag/Date of birth/', 'Date de naissance'], value: deu.formatDate(id.birthDate) },
        { col: 250, label: ['4. Geschlecht/Sex/', 'Sexe'], value: id.sexPrinted },
        { col: 420, label: ['5. Staatsangehörigkeit/', 'Nationality/Nationalité'], value: id.nationality },
      ],
      [{ col: 0, label: ['6. Geburtsort/Place of birth/Lieu de naissance'], value: id.birthPlace }],
      [
        { col: 0, label: ['7. Ausstellungsdatum/Date of issue/', 'Date de délivrance'], value: deu.formatDate(id.issueDate) },
        { col: 300, label: ['8. Gültig bis/Date of expiry/', 'Date d\'expiration'], value: deu.formatDate(id.expiryDate) },
      ],
      [
        { col: 0, label: ['9. Behörde/Authority/Autorité'], value: id.authority },
        { col: 540, label: ['10. Unterschrift/Signature/', 'Signature'], value: '', signature: true },
      ],
    ],
  }),
  palette: { paper: ['#edf4ee', '#f5f0e4'], pattern: '#b7d2c2', label: '#2f4c6b', heading: '#1f3a5c' },
};
