import { buildTd1Mrz } from '../build-td1-mrz';
import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import { transliterateMrz } from '../transliterate-mrz';
import type { KindGenerator } from './kind-generator';
import { randomDate } from '../random-date';

// Common Italian names (ISTAT frequency lists), printed in capitals with their accents.
const MALE = ['GIUSEPPE', 'GIOVANNI', 'ANTONIO', 'MARCO', 'ALESSANDRO', 'LUCA', 'FRANCESCO', 'MATTIA', 'NICCOLÒ', 'ANDREA', 'LORENZO', 'SALVATORE', 'GIANLUCA', 'PIETRO', 'RICCARDO', 'TOMMASO', 'EDOARDO', 'CARMINE', 'STEFANO', 'ROBERTO'];
const FEMALE = ['GIULIA', 'FRANCESCA', 'CHIARA', 'SARA', 'MARTINA', 'ALESSIA', 'ELISA', 'VALENTINA', 'BEATRICE', 'FEDERICA', 'ILARIA', 'GIORGIA', 'SILVIA', 'ROSARIA', 'BENEDETTA', 'LUCREZIA', 'NOEMI', 'ANNALISA', 'PAOLA', 'ELENA'];
const SURNAMES = [
  'ROSSI', 'RUSSO', 'FERRARI', 'ESPOSITO', 'BIANCHI', 'ROMANO', 'COLOMBO', 'RICCI', 'MARINO', 'GRECO', 'BRUNO', 'GALLO',
  'CONTI', 'DE LUCA', 'COSTA', 'GIORDANO', 'MANCINI', 'RIZZO', 'LOMBARDI', 'MORETTI', "D'AMICO", 'FABBRI', 'SANTORO',
  'CARUSO', 'LO BIANCO', 'BARBIERI', 'FONTANA', 'VILLA', 'SERRA', 'PELLEGRINI',
];
// [comune, province, Belfiore cadastral code]: birth places, residences and issuing municipalities.
const COMUNI: Array<[string, string, string]> = [
  ['ROMA', 'RM', 'H501'], ['MILANO', 'MI', 'F205'], ['NAPOLI', 'NA', 'F839'], ['TORINO', 'TO', 'L219'],
  ['PALERMO', 'PA', 'G273'], ['GENOVA', 'GE', 'D969'], ['BOLOGNA', 'BO', 'A944'], ['FIRENZE', 'FI', 'D612'],
  ['BARI', 'BA', 'A662'], ['CATANIA', 'CT', 'C351'], ['VENEZIA', 'VE', 'L736'], ['VERONA', 'VR', 'L781'],
  ['PADOVA', 'PD', 'G224'], ['TRIESTE', 'TS', 'L424'], ['BRESCIA', 'BS', 'B157'], ['CAGLIARI', 'CA', 'B354'],
  ['PERUGIA', 'PG', 'G478'], ['LECCE', 'LE', 'E506'], ['BERGAMO', 'BG', 'A794'], ['MODENA', 'MO', 'F257'],
];
const STREETS = ['VIA ROMA', 'VIA GARIBALDI', 'VIA MAZZINI', 'CORSO VITTORIO EMANUELE II', 'VIA DANTE ALIGHIERI', 'PIAZZA DELLA REPUBBLICA', 'VIA DEL CORSO', 'VIALE EUROPA', 'VIA CAVOUR', 'VIA XX SETTEMBRE', 'VIA GIUSEPPE VERDI', 'VIA DEI MILLE'];

// CIE numbers: C, a letter, 5 digits, 2 letters (e.g. CX12345AB).
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const INK = '#161616';
const CAPTION = '#3d4f63';

/**
 * Italian electronic identity card (CIE 3.0, issued since 2016; EU flag since September 2022): front with the
 * card number in red top right, the photo on the left and, beside it under Italian/English captions in
 * capitals, the issuing municipality, surname, name, place and date of birth on one line, sex, height (cm),
 * nationality, issue and expiry dates (`30.12.1964`). Back: parents (minors only), codice fiscale in letters and
 * as a barcode, birth-record reference, residence address and the TD1 MRZ (document code `CI`).
 */
export const generator: KindGenerator = {
  documentType: 'it_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const names = female ? FEMALE : MALE;
    const first = rng.pick(names);
    let second = rng.pick(names);
    while (second === first) second = rng.pick(names);
    const firstName = rng.chance(0.2) ? `${first} ${second}` : first;
    const lastName = rng.pick(SURNAMES);
    const birth = randomDate(rng, 1945, 2012);
    const [birthComune, birthProvince, belfiore] = rng.pick(COMUNI);
    const [homeComune, homeProvince] = rng.chance(0.5) ? [birthComune, birthProvince] : rng.pick(COMUNI);
    // The EU-flag model is issued since October 2022; the card is still valid on the generator's "today".
    let issue: CalendarDate;
    let expiry: CalendarDate;
    do {
      issue = CalendarDate.fromDayNumber(rng.int(new CalendarDate(2022, 10, 1).dayNumber(), REFERENCE_DATE.dayNumber()));
      expiry = expiryOf(birth, issue);
    } while (expiry.dayNumber() <= REFERENCE_DATE.dayNumber());
    const documentNumber = `C${rng.chars(LETTERS, 1)}${rng.chars('0123456789', 5)}${rng.chars(LETTERS, 2)}`;
    const taxCode = makeCodiceFiscale(lastName, firstName, birth, female, belfiore);
    const height = String(female ? rng.int(152, 182) : rng.int(162, 198));
    const street = `${rng.pick(STREETS)} ${rng.int(1, 180)}`;
    const town = `${homeComune} (${homeProvince})`;
    const placeOfBirth = `${birthComune} (${birthProvince})`;
    const minor = birth.yearsUntil(issue) < 18;
    const parents = minor ? `${lastName} ${rng.pick(MALE)} ${rng.pick(SURNAMES)} ${rng.pick(FEMALE)}` : '';
    const mrz = buildTd1Mrz({
      documentCode: 'CI',
      issuingState: 'ITA',
      documentNumber,
      birthDate: birth,
      sex: female ? 'F' : 'M',
      expiryDate: expiry,
      nationality: 'ITA',
      surname: lastName,
      givenNames: firstName,
    });
    const it = (d: CalendarDate) => `${pad2(d.day)}.${pad2(d.month)}.${d.year}`;
    const field = (x: number, y: number, label: string, value: string[], extra: Partial<CardElement> = {}): CardElement =>
      ({ type: 'field', x, y, label: [label], value, font: 'sans', labelFont: 'sans', valueBold: true, labelSize: 1.25, valueSize: 2.5, labelFill: CAPTION, valueFill: INK, ...extra }) as CardElement;

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#eef3ec', '#f6ece8'], pattern: '#cfdccf' },
      elements: [
        { type: 'rect', x: 3, y: 2.5, w: 8.5, h: 5.8, fill: '#1f3f99' },
        { type: 'text', x: 7.25, y: 6.6, text: 'IT', size: 2.4, bold: true, fill: '#f5d130', anchor: 'middle' },
        { type: 'text', x: 14, y: 4.8, text: 'REPUBBLICA ITALIANA', size: 2.2, bold: true, fill: CAPTION },
        { type: 'text', x: 14, y: 7.4, text: "MINISTERO DELL'INTERNO", size: 1.4, fill: CAPTION },
        { type: 'text', x: 14, y: 10.8, text: 'CARTA DI IDENTITÀ / IDENTITY CARD', size: 1.8, bold: true, fill: CAPTION },
        { type: 'text', x: 83, y: 6, text: documentNumber, size: 3, bold: true, fill: '#b3182d', anchor: 'end' },
        { type: 'photo', x: 3, y: 13.5, w: 24, h: 31 },
        field(30, 14.8, 'COMUNE DI / MUNICIPALITY', [homeComune], { maxWidth: 53 }),
        field(30, 20.5, 'COGNOME / SURNAME', [lastName], { maxWidth: 53 }),
        field(30, 26.2, 'NOME / NAME', [firstName], { maxWidth: 53 }),
        field(30, 31.9, 'LUOGO E DATA DI NASCITA / PLACE AND DATE OF BIRTH', [`${placeOfBirth} ${it(birth)}`], { maxWidth: 53 }),
        field(30, 37.6, 'SESSO / SEX', [female ? 'F' : 'M']),
        field(45, 37.6, 'STATURA / HEIGHT', [height]),
        field(62, 37.6, 'CITTADINANZA / NATIONALITY', ['ITA']),
        field(30, 43.3, 'EMISSIONE / ISSUING', [it(issue)]),
        field(55, 43.3, 'SCADENZA / EXPIRY', [it(expiry)]),
        { type: 'text', x: 30, y: 49, text: "FIRMA DEL TITOLARE / HOLDER'S SIGNATURE", size: 1.2, fill: CAPTION },
        { type: 'signature', x: 32, y: 52.6, w: 20 },
        { type: 'text', x: 3, y: 49, text: String(rng.int(100000, 999999)), size: 2.4, font: 'mono', fill: '#2b2b2b' },
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#f2efe9', '#ebf1ee'], pattern: '#d4ddd3' },
      elements: [
        field(3, 3.6, 'COGNOME, NOME DEI GENITORI O DI CHI NE FA LE VECI / SURNAME, NAME OF PARENTS OR LEGAL GUARDIANS', parents ? [parents] : [], { labelSize: 1.2, maxWidth: 80 }),
        field(3, 11, 'CODICE FISCALE / FISCAL CODE', [taxCode], { valueSize: 2.6 }),
        { type: 'barcode', format: 'code128', data: taxCode, x: 3, y: 15.2, w: 42, h: 6.5 },
        field(3, 25, 'INDIRIZZO DI RESIDENZA / RESIDENCE', [street, town], { maxWidth: 45 }),
        field(52, 25, 'ESTREMI ATTO DI NASCITA', [`${String(rng.int(1, 2999)).padStart(5, '0')}.${rng.int(1, 2)}.${rng.pick(['A', 'B'])}.${birth.year}`], { valueSize: 2.3, valueBold: false }),
        { type: 'mrz', lines: mrz, y: 40.5, lineGap: 4.4 },
      ],
    };
    return {
      fields: {
        lastName,
        firstName,
        documentNumber,
        dateOfBirth: birth.iso(),
        placeOfBirth,
        expiryDate: expiry.iso(),
        issueDate: issue.iso(),
        gender: female ? 'F' : 'M',
        height,
        nationality: 'ITA',
        taxCode,
        address: `${street} ${town}`,
        mrz: mrz.join('\n'),
      },
      sides: [front, back],
      sideFields: [['lastName', 'firstName', 'documentNumber', 'dateOfBirth', 'placeOfBirth', 'expiryDate', 'issueDate', 'gender', 'height', 'nationality'], ['taxCode', 'address', 'mrz']],
    };
  },
};

/**
 * A CIE is valid 3 years under 3, 5 years under 18, else 10, and expires on the holder's birthday that
 * follows that anniversary of issue (DL 5/2012, art. 7).
 */
function expiryOf(birth: CalendarDate, issue: CalendarDate): CalendarDate {
  const age = birth.yearsUntil(issue);
  const end = issue.addYears(age < 3 ? 3 : age < 18 ? 5 : 10);
  for (const year of [end.year, end.year + 1]) {
    const day = Math.min(birth.day, CalendarDate.daysInMonth(year, birth.month));
    const birthday = new CalendarDate(year, birth.month, day);
    if (birthday.dayNumber() >= end.dayNumber()) return birthday;
  }
  throw new Error('unreachable');
}

const MONTH_LETTERS = 'ABCDEHLMPRST';
// Values of a character in an odd (1st, 3rd, ...) position; digits count as the letters A-J.
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/**
 * The codice fiscale (DM 23/12/1976): 3 letters of the surname, 3 of the name, year, month letter, day (+40 for
 * women), the birth municipality's Belfiore code and a check letter. e.g. ROSSI BIANCA 30.12.1964 → RSSBNC64T70…
 */
export function makeCodiceFiscale(surname: string, name: string, birth: CalendarDate, female: boolean, belfiore: string): string {
  const letters = (text: string) => transliterateMrz(text).replace(/[^A-Z]/g, '');
  const split = (text: string) => {
    const all = [...letters(text)];
    return { consonants: all.filter((c) => !'AEIOU'.includes(c)), vowels: all.filter((c) => 'AEIOU'.includes(c)) };
  };
  const three = (chars: string[]) => (chars.join('') + 'XXX').slice(0, 3);
  const s = split(surname);
  const n = split(name);
  const namePart = n.consonants.length >= 4 ? n.consonants[0] + n.consonants[2] + n.consonants[3] : three([...n.consonants, ...n.vowels]);
  const body = three([...s.consonants, ...s.vowels]) + namePart + pad2(birth.year % 100) + MONTH_LETTERS[birth.month - 1] + pad2(birth.day + (female ? 40 : 0)) + belfiore;
  let sum = 0;
  [...body].forEach((ch, i) => {
    const index = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? ODD_VALUES[index] : index;
  });
  return body + String.fromCharCode(65 + (sum % 26));
}
