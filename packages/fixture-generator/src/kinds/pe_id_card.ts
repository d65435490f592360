import { buildTd1Mrz } from '../build-td1-mrz';
import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';

/*
 * Peruvian identity card (DNI "azul", RENIEC's 2005 design), after public descriptions (no specimen in the
 * repository): the number with its check character top right ("DNI 45871236 - 3"), the photo left, the two
 * surnames and given names beside it, the registration, issue and expiry dates in a right-hand column, birth
 * date, birth ubigeo, sex and marital status in a row below, and a TD1 MRZ along the bottom of the front.
 * The back (address, voting group, fingerprint, barcodes) carries no field of the kind and is not drawn.
 */

const FEMALE = ['MARIA', 'ROSA', 'ROSA MARIA', 'ANA', 'JULIA', 'CARMEN', 'LUZ MARINA', 'MILAGROS', 'KATHERINE', 'FIORELLA', 'YESENIA', 'ELIZABETH', 'SANDRA', 'GIANELLA', 'NELLY', 'SONIA', 'LUCIA', 'MARIBEL', 'JUANA', 'MARIA ISABEL'];
const MALE = ['JUAN CARLOS', 'JOSE', 'LUIS ALBERTO', 'JORGE LUIS', 'CARLOS', 'MIGUEL ANGEL', 'CESAR AUGUSTO', 'VICTOR HUGO', 'JHON', 'EDWIN', 'WILMER', 'PERCY', 'JUAN JOSE', 'RICHARD', 'ALEX', 'CHRISTIAN', 'ROLANDO', 'ELMER', 'FREDY', 'WALTER'];
const SURNAMES = [
  'QUISPE', 'FLORES', 'SANCHEZ', 'RODRIGUEZ', 'GARCIA', 'ROJAS', 'GONZALES', 'HUAMAN', 'RAMOS', 'MENDOZA',
  'TORRES', 'CHAVEZ', 'MAMANI', 'VASQUEZ', 'CASTILLO', 'DIAZ', 'LOPEZ', 'RAMIREZ', 'ESPINOZA', 'VARGAS',
  'GUTIERREZ', 'PEREZ', 'CRUZ', 'MORALES', 'SALAZAR', 'CONDORI', 'HUANCA', 'TICONA', 'CCAHUANA', 'APAZA',
  'CHOQUE', 'PAREDES', 'VILLANUEVA', 'RIOS', 'ALVAREZ', 'CORDOVA', 'MEDINA', 'LEON', 'CARDENAS', 'HERRERA',
  'YUPANQUI', 'ZAPATA', 'NUÑEZ', 'PEÑA',
];
// RENIEC's check character: Σ dᵢ × (3,2,7,6,5,4,3,2) mod 11 indexes this string (cards since 2007 print digits).
const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const CHECK_DIGITS = '65432110987';

const CAPTION = '#1d3f73';
const INK = '#111111';

/** Blue DNIs as described at the top of this file. */
export const generator: KindGenerator = {
  documentType: 'pe_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const foreNames = rng.pick(female ? FEMALE : MALE);
    const surname = rng.pick(SURNAMES);
    let secondSurname = rng.pick(SURNAMES);
    while (secondSurname === surname) secondSurname = rng.pick(SURNAMES);
    const sex = female ? 'F' : 'M';

    // Valid on the reference day: issued in the last 8 years, to a holder of 17 to 59 (whose DNI expires).
    const issue = between(rng, REFERENCE_DATE.addYears(-8).addDays(30), REFERENCE_DATE.addDays(-10));
    const birth = between(rng, issue.addYears(-59), issue.addYears(-17));
    const firstPossible = later(birth.addYears(17), new CalendarDate(1996, 6, 1));
    // First registration: at 17, or when RENIEC took over the electoral register for older holders; a renewal keeps it.
    const register = rng.chance(0.3) ? issue : between(rng, firstPossible, issue);
    const expiry = issue.addYears(8);
    const age = birth.yearsUntil(issue);
    const maritalStatus = age < 25 ? (rng.chance(0.92) ? 'S' : 'C') : pickWeighted(rng, [['S', 45], ['C', 45], ['D', 5], ['V', 5]]);

    const first = birth.year < 1978 ? rng.pick(['0', '1', '2', '3']) : birth.year < 1986 ? '4' : rng.pick(['4', '7', '7', '6']);
    const dni = first + String(rng.int(0, 9_999_999)).padStart(7, '0');
    const check = CHECK_DIGITS[[...dni].reduce((sum, d, i) => sum + Number(d) * WEIGHTS[i], 0) % 11];
    const ubigeo = `${pad2(rng.int(1, 25))}${pad2(rng.int(1, 10))}${pad2(rng.int(1, 15))}`;

    const mrz = buildTd1Mrz({
      documentCode: 'I',
      issuingState: 'PER',
      documentNumber: dni,
      birthDate: birth,
      sex,
      expiryDate: expiry,
      nationality: 'PER',
      surname: `${surname} ${secondSurname}`,
      givenNames: foreNames,
    });
    const pe = (d: CalendarDate) => `${pad2(d.day)} ${pad2(d.month)} ${d.year}`;
    const caption = (x: number, y: number, text: string): CardElement => ({ type: 'text', x, y, text, size: 1.5, fill: CAPTION });
    const value = (x: number, y: number, text: string, maxWidth?: number): CardElement => ({ type: 'text', x, y, text, size: 2.5, bold: true, fill: INK, maxWidth });

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#d9e8f5', '#eef4fa'], pattern: '#cddff0' },
      elements: [
        { type: 'text', x: 3, y: 4.3, text: 'REPÚBLICA DEL PERÚ', size: 2.6, bold: true, fill: CAPTION },
        { type: 'text', x: 3, y: 6.6, text: 'REGISTRO NACIONAL DE IDENTIFICACIÓN Y ESTADO CIVIL', size: 1.45, fill: CAPTION },
        { type: 'text', x: 3, y: 9.0, text: 'DOCUMENTO NACIONAL DE IDENTIDAD', size: 1.9, bold: true, fill: CAPTION },
        { type: 'text', x: 57, y: 5.2, text: 'DNI', size: 2.8, bold: true, fill: CAPTION },
        { type: 'text', x: 83, y: 5.2, text: `${dni} - ${check}`, size: 3.1, bold: true, fill: INK, anchor: 'end' },
        { type: 'rect', x: 2.5, y: 10.3, w: 80.6, h: 0.3, fill: '#8fb0d3' },
        { type: 'photo', x: 3, y: 11.5, w: 20.5, h: 25.5 },
        caption(25.5, 13.2, 'Primer Apellido'),
        value(25.5, 16.1, surname, 36),
        caption(25.5, 19.2, 'Segundo Apellido'),
        value(25.5, 22.1, secondSurname, 36),
        caption(25.5, 25.2, 'Pre Nombres'),
        value(25.5, 28.1, foreNames, 36),
        caption(64, 13.2, 'Fecha de Inscripción'),
        value(64, 16.1, pe(register)),
        caption(64, 19.2, 'Fecha de Emisión'),
        value(64, 22.1, pe(issue)),
        caption(64, 25.2, 'Fecha de Caducidad'),
        value(64, 28.1, pe(expiry)),
        caption(25.5, 31.4, 'Fecha de Nacimiento'),
        value(25.5, 34.3, pe(birth)),
        caption(44.5, 31.4, 'Ubigeo'),
        value(44.5, 34.3, ubigeo),
        caption(56, 31.4, 'Sexo'),
        value(56, 34.3, sex),
        caption(64, 31.4, 'Estado Civil'),
        value(64, 34.3, maritalStatus),
        { type: 'signature', x: 5, y: 39.5 },
        { type: 'mrz', lines: mrz, y: 43.4, lineGap: 4.3 },
      ],
    };
    return {
      fields: {
        cardNumber: dni,
        dateOfBirth: birth.iso(),
        foreNames,
        placeOfBirthNo: ubigeo,
        secondSurname,
        surname,
        dateOfExpiry: expiry.iso(),
        dateOfIssue: issue.iso(),
        dateOfRegister: register.iso(),
        gender: sex,
        maritalStatus,
        nationality: 'PER',
      },
      sides: [front],
    };
  },
};

function later(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a.dayNumber() >= b.dayNumber() ? a : b;
}

function between(rng: Rng, from: CalendarDate, to: CalendarDate): CalendarDate {
  return CalendarDate.fromDayNumber(rng.int(from.dayNumber(), Math.max(from.dayNumber(), to.dayNumber())));
}

function pickWeighted<T>(rng: Rng, items: ReadonlyArray<[T, number]>): T {
  let left = rng.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((left -= w) < 0) return item;
  return items[items.length - 1][0];
}
