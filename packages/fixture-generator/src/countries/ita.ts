import type { CountryProfile, Identity } from '../types';
import { bilingualDate, MONTHS_EN, MONTHS_IT } from './date-styles';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Italy, passaporto elettronico 2006/2010: Italian/English/French labels written with full stops
 * ("Cognome. Surname. Nom."), dates `12 AGO/AUG 1974`, place of birth with the province (`ROMA (RM)`),
 * numbers of 2 letters and 7 digits, issued by the Questura of the holder's province. Expiry the day before
 * the anniversary is an assumption (see fixtures/README.md).
 */
export const ita: CountryProfile = {
  code: 'ITA',
  mrzCode: 'ITA',
  nationality: 'ITALIANA',
  names: {
    male: ['GIUSEPPE', 'GIOVANNI', 'ANTONIO', 'MARCO', 'ALESSANDRO', 'LUCA', 'FRANCESCO', 'MATTIA', 'NICCOLÒ',
      'ANDREA', 'LORENZO', 'SALVATORE', 'GIANLUCA', 'PIETRO', 'RICCARDO', 'TOMMASO', 'EDOARDO', 'CARMINE'],
    female: ['GIULIA', 'FRANCESCA', 'CHIARA', 'SARA', 'MARTINA', 'ALESSIA', 'ELISA', 'VALENTINA', 'BEATRICE',
      'FEDERICA', 'ILARIA', 'GIORGIA', 'SILVIA', 'ROSARIA', 'BENEDETTA', 'LUCREZIA', 'NOEMI', 'ANNALISA'],
    surnames: ['ROSSI', 'RUSSO', 'FERRARI', 'ESPOSITO', 'BIANCHI', 'ROMANO', 'COLOMBO', 'RICCI', 'MARINO',
      'GRECO', 'BRUNO', 'GALLO', 'CONTI', 'DE LUCA', 'COSTA', 'GIORDANO', 'MANCINI', 'RIZZO', 'LOMBARDI',
      'D\'AMICO', 'DELL\'ORTO', 'FABBRI', 'SANTORO', 'CARUSO', 'LO BIANCO', 'NICOLÒ'],
    secondGivenChance: 0.2,
  },
  birthPlaces: ['ROMA (RM)', 'MILANO (MI)', 'NAPOLI (NA)', 'TORINO (TO)', 'PALERMO (PA)', 'GENOVA (GE)',
    'BOLOGNA (BO)', 'FIRENZE (FI)', 'BARI (BA)', 'CATANIA (CT)', 'VENEZIA (VE)', 'VERONA (VR)', 'FORLÌ (FC)',
    'CANTÙ (CO)', 'PERUGIA (PG)', 'CAGLIARI (CA)', 'TRIESTE (TS)', 'LECCE (LE)'],
  authorities: ['QUESTURA DI ROMA', 'QUESTURA DI MILANO', 'QUESTURA DI NAPOLI', 'QUESTURA DI TORINO',
    'QUESTURA DI PALERMO', 'QUESTURA DI BOLOGNA', 'QUESTURA DI FIRENZE', 'QUESTURA DI BARI',
    'QUESTURA DI VENEZIA', 'QUESTURA DI CAGLIARI'],
  // e.g. YB4820917
  passportNumber: (rng) => rng.pick(['Y', 'Y', 'Y', 'A', 'B']) + rng.chars(LETTERS, 1) + rng.chars('0123456789', 7),
  emptyPersonalCheck: '0',
  validity: (age) => ({ years: age >= 18 ? 10 : age >= 3 ? 5 : 3, minusOneDay: true }),
  formatDate: (date) => bilingualDate(date, MONTHS_IT, MONTHS_EN, '/', 4),
  sexPrinted: (sex) => sex,
  layout: (id: Identity) => ({
    state: ['REPUBBLICA ITALIANA'],
    title: ['PASSAPORTO', 'PASSPORT / PASSEPORT'],
    header: 'icao',
    rows: [
      [
        { col: 0, label: ['Tipo. Type. Type.'], value: 'P' },
        { col: 130, label: ['Codice Paese. Code of Issuing State.', 'Code de l\'État émetteur.'], value: 'ITA' },
        { col: 430, label: ['Passaporto N. Passport No.', 'Passeport N°.'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['1. Cognome. Surname. Nom.'], value: id.surname }],
      [{ col: 0, label: ['2. Nome. Given Names. Prénoms.'], value: id.givenNames }],
      [
        { col: 0, label: ['3. Cittadinanza. Nationality. Nationalité.'], value: id.nationality },
        { col: 360, label: ['4. Data di nascita. Date of birth.', 'Date de naissance.'], value: ita.formatDate(id.birthDate) },
      ],
      [
        { col: 0, label: ['5. Sesso. Sex. Sexe.'], value: id.sexPrinted },
        { col: 200, label: ['6. Luogo di nascita. Place of birth. Lieu de naissance.'], value: id.birthPlace },
      ],
      [
        { col: 0, label: ['7. Data di rilascio. Date of issue.', 'Date de délivrance.'], value: ita.formatDate(id.issueDate) },
        { col: 360, label: ['8. Autorità. Authority. Autorité.'], value: id.authority },
      ],
      [
        { col: 0, label: ['9. Data di scadenza. Date of expiry.', 'Date d\'expiration.'], value: ita.formatDate(id.expiryDate) },
        { col: 360, label: ['10. Firma del titolare. Holder\'s signature.', 'Signature du titulaire.'], value: '', signature: true },
      ],
    ],
  }),
  palette: { paper: ['#f4f0e6', '#e9f3ec'], pattern: '#cfdac2', label: '#3b4a3b', heading: '#7a1f2b' },
};
