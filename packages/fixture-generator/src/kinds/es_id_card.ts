import { buildTd1Mrz } from '../build-td1-mrz';
import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { randomDate } from '../random-date';

// Common given names and surnames in Spain (INE frequency lists). The DNI prints them in capitals without
// accents, but keeps Ñ.
const MALE = ['ANTONIO', 'JOSE', 'MANUEL', 'FRANCISCO', 'DAVID', 'JUAN', 'JAVIER', 'DANIEL', 'CARLOS', 'JESUS', 'ALEJANDRO', 'MIGUEL', 'RAFAEL', 'PABLO', 'SERGIO', 'ANGEL', 'FERNANDO', 'LUIS', 'JORGE', 'ALBERTO', 'ALVARO', 'ADRIAN', 'IÑAKI', 'ENRIQUE', 'RAMON'];
const MALE_COMPOUND = ['JOSE LUIS', 'JUAN CARLOS', 'JOSE ANTONIO', 'FRANCISCO JAVIER', 'MIGUEL ANGEL', 'JOSE MANUEL', 'JUAN JOSE'];
const FEMALE = ['MARIA', 'CARMEN', 'LAURA', 'ISABEL', 'JOSEFA', 'LUCIA', 'CRISTINA', 'MARTA', 'ELENA', 'SARA', 'PAULA', 'RAQUEL', 'NURIA', 'BEGOÑA', 'IRENE', 'SILVIA', 'PATRICIA', 'ANDREA', 'BEATRIZ', 'ROCIO'];
const FEMALE_COMPOUND = ['MARIA CARMEN', 'ANA MARIA', 'MARIA PILAR', 'MARIA DOLORES', 'ROSA MARIA', 'MARIA JOSE', 'MARIA TERESA', 'MARIA ISABEL'];
const SURNAMES = [
  'GARCIA', 'RODRIGUEZ', 'GONZALEZ', 'FERNANDEZ', 'LOPEZ', 'MARTINEZ', 'SANCHEZ', 'PEREZ', 'GOMEZ', 'MARTIN', 'JIMENEZ',
  'RUIZ', 'HERNANDEZ', 'DIAZ', 'MORENO', 'MUÑOZ', 'ALVAREZ', 'ROMERO', 'ALONSO', 'GUTIERREZ', 'NAVARRO', 'TORRES',
  'DOMINGUEZ', 'VAZQUEZ', 'RAMOS', 'GIL', 'SERRANO', 'BLANCO', 'MOLINA', 'IBAÑEZ', 'NUÑEZ', 'PEÑA', 'CASTAÑO',
  'DE LA FUENTE', 'ORTEGA', 'DELGADO', 'CASTRO', 'SUAREZ', 'ORTIZ', 'RUBIO',
];
// [municipality, province] as the DNI prints them.
const PLACES: Array<[string, string]> = [
  ['MADRID', 'MADRID'], ['ALCALA DE HENARES', 'MADRID'], ['MOSTOLES', 'MADRID'], ['GETAFE', 'MADRID'],
  ['BARCELONA', 'BARCELONA'], ['SABADELL', 'BARCELONA'], ['TERRASSA', 'BARCELONA'], ['BADALONA', 'BARCELONA'],
  ['VALENCIA', 'VALENCIA'], ['GANDIA', 'VALENCIA'], ['SEVILLA', 'SEVILLA'], ['DOS HERMANAS', 'SEVILLA'],
  ['MALAGA', 'MALAGA'], ['MARBELLA', 'MALAGA'], ['ZARAGOZA', 'ZARAGOZA'], ['MURCIA', 'MURCIA'], ['CARTAGENA', 'MURCIA'],
  ['PALMA', 'ILLES BALEARS'], ['BILBAO', 'BIZKAIA'], ['VALLADOLID', 'VALLADOLID'], ['VIGO', 'PONTEVEDRA'],
  ['GIJON', 'ASTURIAS'], ['OVIEDO', 'ASTURIAS'], ['A CORUÑA', 'A CORUÑA'], ['GRANADA', 'GRANADA'], ['ELCHE', 'ALICANTE'],
  ['ALICANTE', 'ALICANTE'], ['CORDOBA', 'CORDOBA'], ['SANTANDER', 'CANTABRIA'], ['LOGROÑO', 'LA RIOJA'],
  ['PAMPLONA', 'NAVARRA'], ['BADAJOZ', 'BADAJOZ'], ['TOLEDO', 'TOLEDO'], ['SALAMANCA', 'SALAMANCA'], ['LEON', 'LEON'],
  ['CADIZ', 'CADIZ'], ['JEREZ DE LA FRONTERA', 'CADIZ'], ['ALBACETE', 'ALBACETE'], ['BURGOS', 'BURGOS'], ['HUELVA', 'HUELVA'],
];
// Localities printed on their own line above the municipality (a village or district of it).
const LOCALITIES = ['LAS ROZAS', 'EL PUERTO', 'LA CAÑADA', 'SAN ISIDRO', 'LOS MOLINOS', 'VILLAVERDE', 'EL PALMAR', 'SANTA ANA'];
const STREETS = ['MAYOR', 'REAL', 'DE LA PAZ', 'SAN JUAN', 'GRAN VIA', 'DEL CARMEN', 'ESPAÑA', 'CERVANTES', 'DE ALCALA', 'SANTA MARIA', 'DEL SOL', 'NUEVA', 'LOS OLIVOS', 'DE LA CONSTITUCION'];
const STREET_TYPES = ['C/', 'CL.', 'AV.', 'PZ.', 'PS.', 'C.'];
const FLOORS = ['', ', 1 DCHA', ', 2 IZDA', ', 3 B', ', 4 A', ' P02 C', ' P01 D', ', BJ', ', 5 IZDA'];

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const UPPER = 'ABCDEFGHJKLMNPRSTVWXYZ';

const INK = '#1c1c1e';
const CAPTION = '#2a2a2a';

/**
 * Spanish identity card (DNI), the two current models: DNI 3.0 (2015, after the MUESTRA specimen: "ESPAÑA"
 * banner, photo left, captions in Spanish over monospaced values, DNI number bottom left) and DNI 4.0 (2021, EU
 * format: "REINO DE ESPAÑA", EU flag with ES, DNI number top right). Back of both: address, birthplace,
 * parents' names, the issuing team's code and a TD1 MRZ whose optional data is the DNI number.
 */
export const generator: KindGenerator = {
  documentType: 'es_id_card',
  generate(rng: Rng) {
    const birth = randomDate(rng, 1958, 2008);
    // A DNI 3.0 still valid today was issued for ten years, so to someone at least 30 by mid-2021.
    const model = birth.year <= 1990 && rng.chance(0.6) ? '3.0' : '4.0';
    const female = rng.chance(0.5);
    const firstName = rng.chance(0.35) ? rng.pick(female ? FEMALE_COMPOUND : MALE_COMPOUND) : rng.pick(female ? FEMALE : MALE);
    const surname1 = rng.pick(SURNAMES);
    let surname2 = rng.pick(SURNAMES);
    while (surname2 === surname1) surname2 = rng.pick(SURNAMES);
    const { issue, expiry } = validity(rng, birth, model);
    const number = String(rng.int(1, 79_999_999)).padStart(8, '0');
    const documentNumber = number + LETTERS[Number(number) % 23];
    const support = rng.chars(UPPER, 3) + rng.chars('0123456789', 6);
    const team = `${pad2(rng.int(1, 52))}${rng.int(100, 999)}${rng.chars(UPPER, 1)}${rng.int(1, 9)}${rng.chars(UPPER, 1)}${rng.int(1, 9)}`;
    const can = String(rng.int(100000, 999999));
    const [municipality, province] = rng.pick(PLACES);
    const locality = rng.chance(0.3) ? rng.pick(LOCALITIES) : '';
    const street = `${rng.pick(STREET_TYPES)} ${rng.pick(STREETS)} ${rng.int(1, 140)}${rng.pick(FLOORS)}`;
    const addressLines = [street, ...(locality ? [locality] : []), municipality, province];
    const [birthTown, birthProvince] = rng.pick(PLACES);
    const father = rng.pick([...MALE, ...MALE_COMPOUND]);
    const mother = rng.pick([...FEMALE, ...FEMALE_COMPOUND]);
    const parentsNames = model === '3.0' ? `${father} Y ${mother}` : `${father} / ${mother}`;
    const sex = female ? 'F' : 'M';
    const mrz = buildTd1Mrz({
      documentCode: 'ID',
      issuingState: 'ESP',
      documentNumber: support,
      optional1: documentNumber,
      birthDate: birth,
      sex,
      expiryDate: expiry,
      nationality: 'ESP',
      surname: `${surname1} ${surname2}`,
      givenNames: firstName,
    });
    const es = (d: CalendarDate) => `${pad2(d.day)} ${pad2(d.month)} ${d.year}`;
    const person = { firstName, surname1, surname2, sex, birth: es(birth), expiry: es(expiry), issue, documentNumber, support, can };
    const back = { addressLines, birthLines: model === '3.0' ? [birthTown, birthProvince, 'ESPANA'] : [birthTown, birthProvince], parentsNames, team, mrz };

    return {
      fields: {
        lastName: `${surname1} ${surname2}`,
        firstName,
        documentNumber,
        dateOfBirth: birth.iso(),
        nationality: 'ESP',
        expiryDate: expiry.iso(),
        gender: sex,
        parentsNames,
        address: addressLines.join(' '),
        placeOfIssue: '',
        mrz: mrz.join('\n'),
      },
      sides: model === '3.0' ? [front30(person, rng), back30(back)] : [front40(person, rng), back40(back)],
      sideFields: [['lastName', 'firstName', 'documentNumber', 'dateOfBirth', 'nationality', 'expiryDate', 'gender'], ['parentsNames', 'address', 'placeOfIssue', 'mrz']],
      variant: `DNI ${model}`,
    };
  },
};

interface Person {
  firstName: string;
  surname1: string;
  surname2: string;
  sex: string;
  birth: string;
  expiry: string;
  issue: CalendarDate;
  documentNumber: string;
  support: string;
  can: string;
}

interface Back {
  addressLines: string[];
  birthLines: string[];
  parentsNames: string;
  team: string;
  mrz: string[];
}

const caption = (x: number, y: number, text: string, size = 1.35): CardElement => ({ type: 'text', x, y, text, size, bold: true, fill: CAPTION });
const value = (x: number, y: number, text: string, size = 2.45, maxWidth?: number): CardElement => ({ type: 'text', x, y, text, size, font: 'ocrb', fill: INK, maxWidth });

/** DNI 3.0 front, measured on the MUESTRA specimen (values in a monospaced face, captions small bold sans). */
function front30(p: Person, rng: Rng): CardSpec {
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#f4ede6', '#f6e7df'], pattern: '#edc9b8' },
    elements: [
      { type: 'rect', x: 0, y: 0, w: 85.6, h: 9.5, fill: '#e4e8f2', opacity: 0.7 },
      { type: 'text', x: 3, y: 6.6, text: 'ESPAÑA', size: 4.2, bold: true, fill: '#2c3d99' },
      { type: 'rect', x: 27.5, y: 3, w: 7, h: 4, fill: '#2c3d99' },
      { type: 'text', x: 83, y: 6.2, text: 'DOCUMENTO NACIONAL DE IDENTIDAD', size: 2.3, bold: true, fill: '#c8303a', anchor: 'end', maxWidth: 47 },
      { type: 'rect', x: 68, y: 10.5, w: 9, h: 3.2, fill: '#d8b25a', r: 1.2, opacity: 0.8 },
      { type: 'photo', x: 1.5, y: 12, w: 30, h: 35 },
      caption(34, 15.5, 'APELLIDOS'),
      value(34, 18.3, p.surname1, 2.45, 34),
      value(34, 21, p.surname2, 2.45, 34),
      caption(34, 23.6, 'NOMBRE'),
      value(34, 26.4, p.firstName, 2.45, 34),
      caption(34, 29, 'SEXO'),
      value(34, 31.8, p.sex),
      caption(46, 29, 'NACIONALIDAD'),
      value(46, 31.8, 'ESP'),
      caption(34, 34.4, 'FECHA DE NACIMIENTO'),
      value(34, 37.2, p.birth),
      caption(35, 39.8, 'NUM SOPORT', 1.2),
      value(35, 42.6, p.support, 2.3),
      caption(49.5, 39.6, 'VALIDEZ'),
      value(49.5, 42.6, p.expiry, 2.45),
      // The issue date, small, beside the ghost image (DDMMYY).
      { type: 'rect', x: 71, y: 33, w: 12, h: 9, fill: '#c9c2bc', r: 1.5, opacity: 0.6 },
      { type: 'text', x: 72, y: 39, text: `${pad2(p.issue.day)}${pad2(p.issue.month)}${pad2(p.issue.year % 100)}`, size: 1.8, font: 'ocrb', fill: '#5a5050' },
      { type: 'text', x: 3.5, y: 51.5, text: 'DNI', size: 1.6, bold: true, fill: CAPTION },
      { type: 'text', x: 8.5, y: 51.5, text: p.documentNumber, size: 3.2, font: 'ocrb', fill: INK, letterSpacing: 0.15 },
      { type: 'signature', x: 40, y: 50 },
      { type: 'text', x: 82.5, y: 49.5, text: p.can, size: 2.8, font: 'ocrb', fill: INK, anchor: 'end' },
      ...(rng.chance(0.5) ? [{ type: 'rect', x: 58, y: 13, w: 14, h: 26, fill: '#e3c9b8', r: 2, opacity: 0.35 } as CardElement] : []),
    ],
  };
}

/** DNI 3.0 back: address top left beside the chip, birthplace and parents under it, MRZ on a light band. */
function back30(b: Back): CardSpec {
  const [first, ...rest] = b.addressLines;
  const elements: CardElement[] = [
    { type: 'rect', x: 0, y: 34, w: 85.6, h: 20, fill: '#e6eef3', opacity: 0.85 },
    { type: 'rect', x: 8, y: 14.5, w: 11, h: 8.5, fill: '#d4b15e', r: 1.5 },
    caption(3, 3.2, 'DOMICILIO', 1.3),
    value(3.5, 6, first, 2.3, 60),
    ...rest.map((line, i) => value(22, 8.6 + i * 2.6, line, 2.3, 45)),
  ];
  const birthY = 8.6 + rest.length * 2.6 + 1.6;
  elements.push(caption(22, birthY, 'LUGAR DE NACIMIENTO', 1.2));
  b.birthLines.forEach((line, i) => elements.push(value(22, birthY + 2.6 + i * 2.6, line, 2.3, 45)));
  const parentsY = birthY + 2.6 + b.birthLines.length * 2.6 - 0.6;
  elements.push(caption(22, parentsY, 'HIJO DE', 1.2), value(22, parentsY + 2.6, b.parentsNames, 2.3, 58));
  // The team code runs up the left edge, read by turning the card.
  elements.push({ ...caption(4.2, 33, 'EQUIPO', 1.2), rotate: -90 } as CardElement, { type: 'text', x: 7, y: 33, text: b.team, size: 1.9, font: 'ocrb', fill: INK, rotate: -90 });
  elements.push({ type: 'mrz', lines: b.mrz, y: 40.2, lineGap: 4.5 });
  return { widthMm: 85.6, heightMm: 53.98, background: { paper: ['#eef1f2', '#f3efe9'], pattern: '#d7dde6' }, elements };
}

/** DNI 4.0 front (EU model, 2021): flags and "REINO DE ESPAÑA" on top, the DNI number top right. */
function front40(p: Person, rng: Rng): CardSpec {
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#eaf0f5', '#f5ece6'], pattern: '#cad6e3' },
    elements: [
      { type: 'rect', x: 3, y: 2.5, w: 7.5, h: 1.6, fill: '#c8102e' },
      { type: 'rect', x: 3, y: 4.1, w: 7.5, h: 2.2, fill: '#f1bf00' },
      { type: 'rect', x: 3, y: 6.3, w: 7.5, h: 1.6, fill: '#c8102e' },
      { type: 'rect', x: 11.3, y: 2.5, w: 7.5, h: 5.4, fill: '#243b8f' },
      { type: 'text', x: 15, y: 6.3, text: 'ES', size: 2.6, bold: true, fill: '#ffffff', anchor: 'middle' },
      { type: 'text', x: 21, y: 6.4, text: 'REINO DE ESPAÑA', size: 2.6, bold: true, fill: '#243b8f' },
      { type: 'text', x: 59, y: 7.4, text: 'DNI', size: 1.9, bold: true, fill: CAPTION },
      { type: 'text', x: 64, y: 7.4, text: p.documentNumber, size: 3.2, font: 'ocrb', fill: INK, letterSpacing: 0.1 },
      { type: 'photo', x: 2.5, y: 10.5, w: 28, h: 34 },
      caption(33.5, 13, 'APELLIDOS'),
      value(33.5, 15.8, p.surname1, 2.45, 36),
      value(33.5, 18.6, p.surname2, 2.45, 36),
      caption(33.5, 21.3, 'NOMBRE'),
      value(33.5, 24.1, p.firstName, 2.45, 36),
      caption(33.5, 26.8, 'SEXO'),
      value(33.5, 29.6, p.sex),
      caption(45, 26.8, 'NACIONALIDAD'),
      value(45, 29.6, 'ESP'),
      caption(33.5, 32.3, 'FECHA DE NACIMIENTO'),
      value(33.5, 35.1, p.birth),
      caption(33.5, 37.8, 'IDESP'),
      value(33.5, 40.6, p.support, 2.35),
      caption(55, 37.8, 'VALIDEZ'),
      value(55, 40.6, p.expiry),
      { type: 'rect', x: 71, y: 11, w: 12, h: 15, fill: '#c7cbd2', r: 1.5, opacity: 0.55 },
      { type: 'text', x: 82.5, y: 30, text: `CAN ${p.can}`, size: 1.9, font: 'ocrb', fill: '#3a3a3a', anchor: 'end' },
      { type: 'signature', x: 36, y: 46.5 },
      ...(rng.chance(0.5) ? [{ type: 'rect', x: 60, y: 42, w: 22, h: 5, fill: '#d9c6b9', r: 1, opacity: 0.4 } as CardElement] : []),
      { type: 'text', x: 42.8, y: 51.8, text: 'DOCUMENTO NACIONAL DE IDENTIDAD · NATIONAL IDENTITY CARD', size: 1.5, bold: true, fill: '#243b8f', anchor: 'middle', maxWidth: 80 },
    ],
  };
}

/** DNI 4.0 back: the same data as 3.0 in one column, the team code on the left edge, MRZ below. */
function back40(b: Back): CardSpec {
  const elements: CardElement[] = [
    { type: 'rect', x: 0, y: 34.5, w: 85.6, h: 19.5, fill: '#e9eef1', opacity: 0.85 },
    caption(12, 3.4, 'DOMICILIO', 1.3),
  ];
  b.addressLines.forEach((line, i) => elements.push(value(12, 6.2 + i * 2.6, line, 2.3, 62)));
  const birthY = 6.2 + b.addressLines.length * 2.6 + 0.4;
  elements.push(caption(12, birthY, 'LUGAR DE NACIMIENTO', 1.2));
  b.birthLines.forEach((line, i) => elements.push(value(12, birthY + 2.6 + i * 2.6, line, 2.3, 62)));
  const parentsY = birthY + 2.6 + b.birthLines.length * 2.6 + 0.4;
  elements.push(caption(12, parentsY, 'HIJO/A DE', 1.2), value(12, parentsY + 2.6, b.parentsNames, 2.3, 66));
  elements.push({ ...caption(4, 31, 'EQUIPO', 1.2), rotate: -90 } as CardElement, { type: 'text', x: 6.8, y: 31, text: b.team, size: 1.9, font: 'ocrb', fill: INK, rotate: -90 });
  elements.push({ type: 'mrz', lines: b.mrz, y: 40.6, lineGap: 4.5 });
  return { widthMm: 85.6, heightMm: 53.98, background: { paper: ['#edf1f4', '#f2eee8'], pattern: '#d3dbe5' }, elements };
}

/**
 * Issue date and expiry: the DNI runs 5 years under 30, 10 years from 30 to 70 (permanent after 70, left out
 * here). DNI 3.0 was issued 2015 to mid-2021, DNI 4.0 since August 2021; every card is valid on the reference day.
 */
function validity(rng: Rng, birth: CalendarDate, model: '3.0' | '4.0'): { issue: CalendarDate; expiry: CalendarDate } {
  const [from, to] = model === '3.0' ? [new CalendarDate(2015, 3, 1), new CalendarDate(2021, 7, 31)] : [new CalendarDate(2021, 8, 2), REFERENCE_DATE];
  for (;;) {
    const issue = CalendarDate.fromDayNumber(rng.int(from.dayNumber(), to.dayNumber()));
    const age = birth.yearsUntil(issue);
    if (age < 14 || age >= 70) continue;
    const expiry = issue.addYears(age < 30 ? 5 : 10);
    if (expiry.dayNumber() > REFERENCE_DATE.dayNumber()) return { issue, expiry };
  }
}
