import { buildTd1Mrz } from '../build-td1-mrz';
import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { estimateTextWidth } from '../estimate-text-width';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { randomDateBetween } from '../random-date';

/*
 * Colombian digital identity card (cédula de ciudadanía digital, issued since December 2020), after the
 * Registraduría's sample card: the front carries every printed field beside the photo, the back a QR code and a
 * TD1 MRZ (document number, birth date, sex, expiry, the NUIP in the second line's optional data, names).
 */

const FEMALE = ['MARIA CAMILA', 'VALENTINA', 'DANIELA', 'SOFIA', 'PAULA ANDREA', 'ANGIE', 'LUISA FERNANDA', 'NATALIA', 'ANDREA', 'DIANA MARCELA', 'MARIA FERNANDA', 'JULIANA', 'CAROLINA', 'SANDRA MILENA', 'ISABELLA', 'MARIANA', 'LINA MARIA', 'YULIANA', 'ANA MARIA', 'GLORIA INES'];
const MALE = ['JUAN DAVID', 'JUAN SEBASTIAN', 'SANTIAGO', 'ANDRES FELIPE', 'CARLOS ANDRES', 'JUAN PABLO', 'DANIEL', 'JOSE LUIS', 'LUIS FERNANDO', 'JHON JAIRO', 'ALEJANDRO', 'DAVID SANTIAGO', 'MIGUEL ANGEL', 'CRISTIAN CAMILO', 'JORGE ENRIQUE', 'DIEGO ALEJANDRO', 'NICOLAS', 'SEBASTIAN', 'OSCAR IVAN', 'WILSON'];
const SURNAMES = [
  'RODRIGUEZ', 'GOMEZ', 'GONZALEZ', 'MARTINEZ', 'GARCIA', 'LOPEZ', 'HERNANDEZ', 'SANCHEZ', 'RAMIREZ', 'PEREZ',
  'DIAZ', 'MUÑOZ', 'ROJAS', 'MORENO', 'JIMENEZ', 'VARGAS', 'CASTRO', 'GUTIERREZ', 'ALVAREZ', 'RUIZ', 'SUAREZ',
  'TORRES', 'ORTIZ', 'RAMOS', 'OSORIO', 'CARDONA', 'RESTREPO', 'OSPINA', 'GIRALDO', 'QUINTERO', 'ARIAS',
  'CASTAÑO', 'VALENCIA', 'MEJIA', 'ZAPATA', 'MONTOYA', 'BETANCUR', 'AGUDELO', 'HENAO', 'CARDENAS', 'PATIÑO',
  'SALAZAR', 'MOSQUERA', 'PALACIOS', 'CORREA', 'OCAMPO', 'BEDOYA', 'VILLEGAS',
];
// [municipality as printed, department, DANE municipality code]
const PLACES: Array<[string, string, string]> = [
  ['MEDELLÍN', 'ANTIOQUIA', '05001'],
  ['BELLO', 'ANTIOQUIA', '05088'],
  ['ENVIGADO', 'ANTIOQUIA', '05266'],
  ['CALI', 'VALLE DEL CAUCA', '76001'],
  ['PALMIRA', 'VALLE DEL CAUCA', '76520'],
  ['BARRANQUILLA', 'ATLÁNTICO', '08001'],
  ['BUCARAMANGA', 'SANTANDER', '68001'],
  ['CÚCUTA', 'NORTE DE SANTANDER', '54001'],
  ['PEREIRA', 'RISARALDA', '66001'],
  ['MANIZALES', 'CALDAS', '17001'],
  ['IBAGUÉ', 'TOLIMA', '73001'],
  ['SANTA MARTA', 'MAGDALENA', '47001'],
  ['VILLAVICENCIO', 'META', '50001'],
  ['PASTO', 'NARIÑO', '52001'],
  ['MONTERÍA', 'CÓRDOBA', '23001'],
  ['NEIVA', 'HUILA', '41001'],
  ['ARMENIA', 'QUINDÍO', '63001'],
  ['POPAYÁN', 'CAUCA', '19001'],
  ['VALLEDUPAR', 'CESAR', '20001'],
  ['TUNJA', 'BOYACÁ', '15001'],
  ['SINCELEJO', 'SUCRE', '70001'],
  ['SOACHA', 'CUNDINAMARCA', '25754'],
  ['ZIPAQUIRÁ', 'CUNDINAMARCA', '25899'],
];
const ISSUE_PLACES: Array<[string, string]> = [['BOGOTÁ D.C.', '11001'], ...PLACES.map(([city, , code]): [string, string] => [city, code])];
// Weighted roughly as in Colombia's population (O+ about 60 %, A+ about 26 %, Rh negative about 7 %).
const BLOOD: Array<[string, number]> = [['O+', 60], ['A+', 26], ['B+', 5], ['AB+', 2], ['O-', 4], ['A-', 2], ['B-', 1]];
const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
// Two-digit starts of the 8-digit numbers of older cédulas (by the office and series that issued them).
const OLD_PREFIX_F = ['52', '51', '43', '39', '41', '32', '63', '66', '30', '24'];
const OLD_PREFIX_M = ['79', '80', '71', '70', '19', '17', '72', '91', '93', '98', '16'];

const CAPTION = '#27408b';
const INK = '#1c1c1c';

/** Digital cédulas as described at the top of this file. */
export const generator: KindGenerator = {
  documentType: 'co_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const givenNames = rng.pick(female ? FEMALE : MALE);
    const first = rng.pick(SURNAMES);
    let second = rng.pick(SURNAMES);
    while (second === first) second = rng.pick(SURNAMES);
    const surname = rng.chance(0.85) ? `${first} ${second}` : first;
    const issue = randomDateBetween(rng, new CalendarDate(2020, 12, 1), REFERENCE_DATE.addDays(-20));
    const birth = randomDateBetween(rng, new CalendarDate(1950, 1, 1), issue.addYears(-18));
    const expiry = issue.addYears(10).addDays(-1);
    const nuip = birth.year >= 1988 ? `10${rng.int(0, 9)}${String(rng.int(0, 9999999)).padStart(7, '0')}` : `${rng.pick(female ? OLD_PREFIX_F : OLD_PREFIX_M)}${String(rng.int(0, 999999)).padStart(6, '0')}`;
    const [birthCity, birthDepartment] = rng.pick(PLACES);
    const [issuePlace, issueCode] = rng.pick(ISSUE_PLACES);
    const bloodType = weighted(rng, BLOOD);
    const heightCm = female ? rng.int(148, 178) : rng.int(158, 192);
    const sex = female ? 'F' : 'M';
    const documentNumber = String(rng.int(1, 99_999_999)).padStart(9, '0');
    const mrz = buildTd1Mrz({
      documentCode: 'IC',
      issuingState: 'COL',
      documentNumber,
      optional1: issueCode,
      birthDate: birth,
      sex,
      expiryDate: expiry,
      nationality: 'COL',
      optional2: nuip,
      surname,
      givenNames,
    });
    const co = (d: CalendarDate) => `${pad2(d.day)} ${MONTHS[d.month - 1]} ${d.year}`;
    const caption = (x: number, y: number, text: string): CardElement => ({ type: 'text', x, y, text, size: 1.55, fill: CAPTION });
    const value = (x: number, y: number, text: string, maxWidth?: number): CardElement => ({ type: 'text', x, y, text, size: 2.3, fill: INK, maxWidth, bold: true });

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      // No guilloche rosette: the real front has a faint wave band at the top left and yellow butterflies on the right.
      background: { paper: ['#f7f4dc', '#eef3e8'] },
      elements: [
        { type: 'rect', x: 0, y: 7.5, w: 85.6, h: 2.2, fill: '#d6e9ee', opacity: 0.6 },
        { type: 'rect', x: 64, y: 12, w: 6, h: 4.5, fill: '#f2dc7a', r: 2, opacity: 0.45 },
        { type: 'rect', x: 71, y: 14, w: 5, h: 4, fill: '#f2dc7a', r: 2, opacity: 0.45 },
        { type: 'rect', x: 67, y: 31, w: 6, h: 4.5, fill: '#f2dc7a', r: 2, opacity: 0.45 },
        { type: 'rect', x: 75, y: 36, w: 5, h: 4, fill: '#f2dc7a', r: 2, opacity: 0.45 },
        { type: 'text', x: 2.2, y: 3.6, text: 'CÉDULA DE', size: 1.7, bold: true, fill: CAPTION },
        { type: 'text', x: 2.2, y: 5.6, text: 'CIUDADANÍA', size: 1.7, bold: true, fill: CAPTION },
        { type: 'rect', x: 19.3, y: 2.3, w: 5, h: 1.6, fill: '#f4d000' },
        { type: 'rect', x: 19.3, y: 3.9, w: 5, h: 0.8, fill: '#1f3f99' },
        { type: 'rect', x: 19.3, y: 4.7, w: 5, h: 0.8, fill: '#cc1f2f' },
        { type: 'text', x: 29.3, y: 5.6, text: 'REPÚBLICA DE COLOMBIA', size: 4.1, bold: true, fill: '#d3202e', maxWidth: 54.3 },
        { type: 'text', x: 83.6 - estimateTextWidth(withDots(nuip), 2.6, true) - 0.5, y: 9.2, text: 'NUIP', size: 2.1, bold: true, fill: CAPTION, anchor: 'end' },
        { type: 'text', x: 83.6, y: 9.2, text: withDots(nuip), size: 2.6, bold: true, fill: INK, anchor: 'end' },
        { type: 'photo', x: 3, y: 9.5, w: 27.5, h: 34 },
        caption(33.5, 9.9, 'Apellidos'),
        value(33.5, 12.4, surname, 40),
        caption(33.5, 16.6, 'Nombres'),
        value(33.5, 19.1, givenNames, 40),
        caption(33.5, 23.6, 'Nacionalidad'),
        value(33.5, 26.1, 'COL'),
        caption(50.2, 23.6, 'Estatura'),
        value(50.2, 26.1, `${Math.floor(heightCm / 100)}.${pad2(heightCm % 100)}`),
        caption(59.8, 23.6, 'Sexo'),
        value(59.8, 26.1, sex),
        caption(33.5, 28.2, 'Fecha de nacimiento'),
        value(33.5, 30.7, co(birth)),
        caption(50.2, 28.2, 'G.S.'),
        value(50.2, 30.7, bloodType),
        caption(33.5, 32.8, 'Lugar de nacimiento'),
        value(33.5, 35.4, `${birthCity} (${birthDepartment})`, 41),
        caption(33.5, 39.7, 'Fecha y lugar de expedición'),
        value(33.5, 42.3, `${co(issue)}, ${issuePlace}`, 41),
        caption(33.5, 46.7, 'Fecha de expiración'),
        value(33.5, 49.2, `${co(expiry)}, ${issuePlace}`, 41),
        { type: 'rect', x: 75.8, y: 21.5, w: 5.8, h: 7.5, fill: '#b9bcbf', opacity: 0.6, r: 0.8 },
        { type: 'text', x: 2.2, y: 46.7, text: 'Firma', size: 1.4, fill: CAPTION },
        { type: 'signature', x: 5, y: 51 },
        { type: 'rect', x: 73.5, y: 46.5, w: 4.8, h: 5.5, fill: '#c9a227', r: 2, opacity: 0.8 },
        { type: 'rect', x: 78.4, y: 46.5, w: 4.8, h: 5.5, fill: '#2f9e44', r: 2, opacity: 0.8 },
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#fbf8e6', '#f2f5ea'], pattern: '#dfe6d6' },
      elements: [
        { type: 'text', x: 5.7, y: 3.2, text: '.CO', size: 1.6, fill: '#555555' },
        { type: 'rect', x: 4.6, y: 20.4, w: 4.9, h: 6.4, fill: '#b9bcbf', opacity: 0.7 },
        { type: 'rect', x: 14, y: 5, w: 40, h: 21, fill: '#cfe3e8', r: 3, opacity: 0.45 },
        { type: 'signature', x: 36, y: 22 },
        { type: 'text', x: 37, y: 27.5, text: 'REGISTRADOR NACIONAL', size: 1.3, fill: '#333333' },
        { type: 'barcode', format: 'qrcode', data: `RNEC-${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 96)}`, x: 58, y: 2, w: 24, h: 24 },
        { type: 'mrz', lines: mrz, x: 6.5, y: 37.8, lineGap: 4.6 },
      ],
    };
    return {
      fields: {
        cardNumber: nuip,
        dateOfBirth: birth.iso(),
        dateOfExpiry: expiry.iso(),
        bloodType,
        dateOfIssue: issue.iso(),
        gender: sex,
        height: String(heightCm),
        placeOfBirth: `${birthCity} (${birthDepartment})`,
        placeOfIssue: issuePlace,
        givenNames,
        surname,
      },
      sides: [front, back],
      sideFields: [['cardNumber', 'dateOfBirth', 'dateOfExpiry', 'bloodType', 'dateOfIssue', 'gender', 'height', 'placeOfBirth', 'placeOfIssue', 'givenNames', 'surname'], []],
    };
  },
};

/** Thousands separated by dots, as the NUIP is printed. e.g. 1234567890 → 1.234.567.890 */
function withDots(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

function weighted<T>(rng: Rng, items: ReadonlyArray<[T, number]>): T {
  let left = rng.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((left -= w) < 0) return item;
  return items[items.length - 1][0];
}
