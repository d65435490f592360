import { buildTd1Mrz } from '../build-td1-mrz';
import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { estimateTextWidth } from '../estimate-text-width';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { randomDate } from '../random-date';

// Frequent Argentine surnames (Spanish and Italian origin) and given names; the DNI prints them in capitals
// without accents, Ñ kept.
const SURNAMES = [
  'GONZALEZ', 'RODRIGUEZ', 'GOMEZ', 'FERNANDEZ', 'LOPEZ', 'DIAZ', 'MARTINEZ', 'PEREZ', 'GARCIA', 'SANCHEZ', 'ROMERO',
  'SOSA', 'TORRES', 'ALVAREZ', 'RUIZ', 'RAMIREZ', 'FLORES', 'BENITEZ', 'ACOSTA', 'MEDINA', 'HERRERA', 'SUAREZ',
  'AGUIRRE', 'GIMENEZ', 'GUTIERREZ', 'PEREYRA', 'ROJAS', 'MOLINA', 'CASTRO', 'ORTIZ', 'SILVA', 'NUÑEZ', 'LUNA',
  'JUAREZ', 'CABRERA', 'RIOS', 'FERREYRA', 'GODOY', 'MORALES', 'DOMINGUEZ', 'ROSSI', 'RUSSO', 'BIANCHI', 'FERRARI',
  'ROMANO', 'COLOMBO', 'PEÑA', 'DI MARCO',
];
const MALE = ['JUAN PABLO', 'MATIAS', 'SANTIAGO', 'LUCAS', 'NICOLAS', 'MARTIN', 'FACUNDO', 'GONZALO', 'DIEGO', 'SEBASTIAN', 'MAXIMILIANO', 'AGUSTIN', 'FRANCO', 'JAVIER', 'LEANDRO', 'EZEQUIEL', 'JUAN CARLOS', 'CARLOS ALBERTO', 'JORGE LUIS', 'TOMAS'];
const FEMALE = ['MARIA JOSE', 'FLORENCIA', 'CAMILA', 'MICAELA', 'AGUSTINA', 'SOFIA', 'VALENTINA', 'LUCIA', 'CAROLINA', 'ROCIO', 'MARIA BELEN', 'JULIETA', 'GABRIELA', 'NATALIA', 'SILVINA', 'VERONICA', 'MARIA LAURA', 'ANA CLARA', 'PAULA', 'MARTINA'];
// [locality, department or partido, province]
const PLACES: Array<[string, string, string]> = [
  ['PALERMO', 'COMUNA 14', 'CIUDAD DE BUENOS AIRES'], ['CABALLITO', 'COMUNA 6', 'CIUDAD DE BUENOS AIRES'],
  ['BALVANERA', 'COMUNA 3', 'CIUDAD DE BUENOS AIRES'], ['FLORES', 'COMUNA 7', 'CIUDAD DE BUENOS AIRES'],
  ['LA PLATA', 'LA PLATA', 'BUENOS AIRES'], ['QUILMES', 'QUILMES', 'BUENOS AIRES'], ['BANFIELD', 'LOMAS DE ZAMORA', 'BUENOS AIRES'],
  ['RAMOS MEJIA', 'LA MATANZA', 'BUENOS AIRES'], ['MAR DEL PLATA', 'GENERAL PUEYRREDON', 'BUENOS AIRES'], ['BAHIA BLANCA', 'BAHIA BLANCA', 'BUENOS AIRES'],
  ['CORDOBA', 'CAPITAL', 'CORDOBA'], ['VILLA MARIA', 'GENERAL SAN MARTIN', 'CORDOBA'], ['RIO CUARTO', 'RIO CUARTO', 'CORDOBA'],
  ['ROSARIO', 'ROSARIO', 'SANTA FE'], ['SANTA FE', 'LA CAPITAL', 'SANTA FE'], ['RAFAELA', 'CASTELLANOS', 'SANTA FE'],
  ['MENDOZA', 'CAPITAL', 'MENDOZA'], ['GODOY CRUZ', 'GODOY CRUZ', 'MENDOZA'], ['SAN MIGUEL DE TUCUMAN', 'CAPITAL', 'TUCUMAN'],
  ['SALTA', 'CAPITAL', 'SALTA'], ['NEUQUEN', 'CONFLUENCIA', 'NEUQUEN'], ['PARANA', 'PARANA', 'ENTRE RIOS'],
  ['POSADAS', 'CAPITAL', 'MISIONES'], ['CORRIENTES', 'CAPITAL', 'CORRIENTES'], ['SAN JUAN', 'CAPITAL', 'SAN JUAN'],
];
const BIRTH_PLACES = ['CIUDAD DE BUENOS AIRES', 'BUENOS AIRES', 'CORDOBA', 'SANTA FE', 'MENDOZA', 'TUCUMAN', 'SALTA', 'ENTRE RIOS', 'MISIONES', 'CORRIENTES', 'CHACO', 'NEUQUEN', 'SAN JUAN', 'JUJUY', 'LA PAMPA'];
const STREETS = ['AV CORRIENTES', 'AV RIVADAVIA', 'SAN MARTIN', 'BELGRANO', 'MITRE', 'SARMIENTO', 'AV COLON', 'URQUIZA', 'MORENO', '25 DE MAYO', 'ITALIA', 'LAVALLE', 'AV PELLEGRINI', 'ALSINA', 'CALLE 7'];
const UNITS = ['', '', ' PISO 3 DTO B', ' PISO 1 DTO A', ' PISO 8 DTO 4', ' DTO 2', ' PB DTO C'];
// Spanish and English month abbreviations, as the card prints dates: "15 ENE/ JAN 1990".
const MONTHS_ES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
const MONTHS_EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const INK = '#151515';
const CAPTION = '#2f4a6d';

/**
 * Argentine identity card (DNI tarjeta, the polycarbonate card issued since 2012). Front: bilingual
 * Spanish/English captions over the values (surname, names, sex, nationality, copy letter, birth, issue and
 * expiry dates, procedure number), the document number with thousands dots, the PDF417 barcode. Back:
 * address, birthplace and CUIL after their captions, thumbprint box, and a TD1 MRZ.
 */
export const generator: KindGenerator = {
  documentType: 'ar_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const givenName = rng.pick(female ? FEMALE : MALE);
    const surname = rng.chance(0.12) ? `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}` : rng.pick(SURNAMES);
    const birth = randomDate(rng, 1955, 2008);
    const { issue, expiry } = validity(rng, birth);
    // DNI numbers were given out in order of birth, roughly: about 28 million for 1980, 42 million for 2000.
    const number = Math.max(5_000_000, Math.min(49_999_999, Math.round(20_000_000 + (birth.year - 1970) * 720_000 + rng.int(-600_000, 600_000))));
    const documentNumber = String(number);
    const cuil = makeCuil(documentNumber.padStart(8, '0'), female);
    const copy = rng.pick(['A', 'A', 'A', 'B', 'B', 'C']);
    const procedure = `00${rng.int(100_000_000, 699_999_999)}`;
    const [locality, department, province] = rng.pick(PLACES);
    const street = `${rng.pick(STREETS)} ${rng.int(10, 4999)}${rng.pick(UNITS)}`;
    const area = `${locality} - ${department} - ${province}`;
    const placeOfBirth = rng.chance(0.5) ? province : rng.pick(BIRTH_PLACES);
    const sex = female ? 'F' : 'M';
    const mrz = buildTd1Mrz({
      documentCode: 'ID',
      issuingState: 'ARG',
      documentNumber,
      birthDate: birth,
      sex,
      expiryDate: expiry,
      nationality: 'ARG',
      surname,
      givenNames: givenName,
    });
    const ar = (d: CalendarDate) => `${pad2(d.day)} ${MONTHS_ES[d.month - 1]}/ ${MONTHS_EN[d.month - 1]} ${d.year}`;
    const slash = (d: CalendarDate) => `${pad2(d.day)}/${pad2(d.month)}/${d.year}`;
    const dotted = documentNumber.replace(/\B(?=(\d{3})+$)/g, '.'); // e.g. 34.505.385
    const barcode = [procedure, surname, givenName, sex, documentNumber, copy, slash(birth), slash(issue), cuil.slice(0, 2) + cuil.slice(-1)].join('@');

    const field = (x: number, y: number, label: string, value: string, valueSize = 2.5, maxWidth?: number): CardElement => ({
      type: 'field', x, y, label: [label], value: [value], labelSize: 1.35, valueSize, font: 'sans', valueBold: true, labelFill: CAPTION, valueFill: INK, maxWidth,
    });
    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#e3eef6', '#eef2ea'], pattern: '#b9d2e4' },
      elements: [
        { type: 'rect', x: 0, y: 0, w: 85.6, h: 8.2, fill: '#75aadb', opacity: 0.35 },
        { type: 'text', x: 3, y: 4.4, text: 'REPÚBLICA ARGENTINA - MERCOSUR', size: 2.3, bold: true, fill: '#1f3f6b' },
        { type: 'text', x: 3, y: 7, text: 'REGISTRO NACIONAL DE LAS PERSONAS', size: 1.3, bold: true, fill: '#1f3f6b' },
        { type: 'text', x: 83, y: 6.8, text: 'DOCUMENTO NACIONAL DE IDENTIDAD', size: 1.6, bold: true, fill: '#1f3f6b', anchor: 'end', maxWidth: 32 },
        { type: 'photo', x: 2.5, y: 10.5, w: 24, h: 30 },
        field(29.5, 11.3, 'Apellido / Surname', surname, 2.6, 53),
        field(29.5, 17.6, 'Nombre / Name', givenName, 2.6, 53),
        field(29.5, 23.9, 'Sexo / Sex', sex),
        field(43, 23.9, 'Nacionalidad / Nationality', 'ARGENTINA'),
        field(72, 23.9, 'Ejemplar', copy),
        field(29.5, 30.2, 'Fecha de nacimiento / Date of birth', ar(birth), 2.4),
        field(29.5, 36.5, 'Fecha de emisión / Date of issue', ar(issue), 2.4),
        field(29.5, 42.8, 'Fecha de vencimiento / Date of expiry', ar(expiry), 2.4),
        field(62, 36.5, 'Trámite N° / Of. ident.', procedure, 2.2),
        { type: 'text', x: 3, y: 44.3, text: 'Documento / Document', size: 1.35, fill: CAPTION },
        { type: 'text', x: 3, y: 49.8, text: dotted, size: 4.2, bold: true, fill: INK },
        { type: 'signature', x: 30, y: 52 },
        { type: 'barcode', format: 'pdf417', data: barcode, x: 60, y: 42.5, w: 23.5, h: 9.5 },
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#e8f0f4', '#f1efe6'], pattern: '#c5d7e2' },
      elements: [
        { type: 'field', x: 3, y: 5, label: ['DOMICILIO:'], value: [street], placement: 'right', gap: 1.5, labelSize: 1.5, valueSize: 2.3, font: 'sans', valueBold: false, labelFill: CAPTION, valueFill: INK, maxWidth: 52 },
        // The address goes on under its first line, aligned with it.
        { type: 'text', x: 3 + estimateTextWidth('DOMICILIO:', 1.5, false) + 1.5, y: 8, text: area, size: 2.3, fill: INK, maxWidth: 52 },
        { type: 'field', x: 3, y: 12.5, label: ['LUGAR DE NACIMIENTO:'], value: [placeOfBirth], placement: 'right', gap: 1.5, labelSize: 1.5, valueSize: 2.3, font: 'sans', valueBold: false, labelFill: CAPTION, valueFill: INK },
        { type: 'field', x: 3, y: 16.5, label: ['CUIL:'], value: [cuil], placement: 'right', gap: 1.5, labelSize: 1.5, valueSize: 2.3, font: 'sans', valueBold: false, labelFill: CAPTION, valueFill: INK },
        { type: 'rect', x: 71, y: 3, w: 12, h: 15, fill: '#d5d9dd', r: 1.5, stroke: '#9aa3ab' },
        { type: 'text', x: 77, y: 20, text: 'PULGAR DERECHO', size: 1.2, fill: CAPTION, anchor: 'middle' },
        { type: 'signature', x: 46, y: 28, w: 20 },
        { type: 'text', x: 56, y: 31, text: 'MINISTRO DEL INTERIOR', size: 1.2, fill: CAPTION, anchor: 'middle' },
        { type: 'rect', x: 0, y: 34.5, w: 85.6, h: 19.5, fill: '#f4f6f7', opacity: 0.85 },
        { type: 'mrz', lines: mrz, y: 40.6, lineGap: 4.5 },
      ],
    };
    return {
      fields: {
        dateOfBirth: birth.iso(),
        dateOfExpiry: expiry.iso(),
        dateOfIssue: issue.iso(),
        documentNumber,
        gender: sex,
        givenName,
        surname,
        nationality: 'ARGENTINA',
        address: `${street} ${area}`,
        placeOfBirth,
        cuil,
      },
      sides: [front, back],
      sideFields: [['surname', 'givenName', 'gender', 'nationality', 'dateOfBirth', 'dateOfIssue', 'dateOfExpiry', 'documentNumber'], ['address', 'placeOfBirth', 'cuil']],
    };
  },
};

/**
 * CUIL: prefix 20 (men) or 27 (women), the DNI number, check = 11 − (Σ weights 5432765432 mod 11), 11 read as 0.
 * When the check would be 10 the prefix becomes 23 and the check is recomputed. e.g. 20-05536168-2
 */
function makeCuil(dni8: string, female: boolean): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (const prefix of [female ? '27' : '20', '23', '24']) {
    const digits = prefix + dni8;
    const check = (11 - (weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11)) % 11;
    if (check !== 10) return `${prefix}-${dni8}-${check}`;
  }
  throw new Error(`no CUIL for ${dni8}`);
}

/** The card is renewed at 14 and then every 15 years; every card is valid on the reference day. */
function validity(rng: Rng, birth: CalendarDate): { issue: CalendarDate; expiry: CalendarDate } {
  const from = Math.max(new CalendarDate(2012, 1, 2).dayNumber(), birth.addYears(14).dayNumber());
  for (;;) {
    const issue = CalendarDate.fromDayNumber(rng.int(from, REFERENCE_DATE.dayNumber()));
    const expiry = issue.addYears(15);
    if (expiry.dayNumber() > REFERENCE_DATE.dayNumber()) return { issue, expiry };
  }
}
