import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { estimateTextWidth } from '../estimate-text-width';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';

const SURNAMES = ['SMITH', 'JONES', 'TAYLOR', 'BROWN', 'WILLIAMS', 'WILSON', 'JOHNSON', 'DAVIES', 'PATEL', 'ROBINSON', 'WRIGHT', 'THOMPSON', 'EVANS', 'WALKER', 'WHITE', 'ROBERTS', 'GREEN', 'HALL', 'WOOD', 'JACKSON', 'CLARKE', 'KHAN', 'HUGHES', 'EDWARDS', 'LEWIS', 'MURPHY', 'LEE', 'COX', 'HILL', 'MORRIS', 'CAMPBELL', 'STEWART', 'KELLY', 'PRICE', 'BENNETT', 'FLETCHER', 'OWEN', 'NG', 'AHMED', 'MACDONALD'];
const MALE = ['JAMES', 'OLIVER', 'GEORGE', 'HARRY', 'JACK', 'THOMAS', 'DANIEL', 'MATTHEW', 'DAVID', 'ANDREW', 'CALLUM', 'RHYS', 'LIAM', 'MOHAMMED', 'SAMUEL', 'PETER', 'MARK', 'RICHARD', 'STUART', 'EWAN', 'GARETH', 'OWAIN', 'ROBERT', 'CHRISTOPHER'];
const FEMALE = ['EMMA', 'OLIVIA', 'SOPHIE', 'CHLOE', 'JESSICA', 'LUCY', 'HANNAH', 'CHARLOTTE', 'AMY', 'RACHEL', 'LAURA', 'CATHERINE', 'FIONA', 'SIAN', 'ELEANOR', 'GRACE', 'ISLA', 'MEGAN', 'PRIYA', 'JOANNE', 'HELEN', 'ALICE', 'REBECCA', 'BETHAN'];
const MIDDLE_MALE = ['JOHN', 'WILLIAM', 'EDWARD', 'ALEXANDER', 'MICHAEL', 'ARTHUR', 'IAN', 'HUGH', 'LEWIS'];
const MIDDLE_FEMALE = ['LOUISE', 'MARIE', 'ELIZABETH', 'JANE', 'ANNE', 'VICTORIA', 'ROSE', 'CLAIRE', 'MAY'];
const BIRTH_PLACES: ReadonlyArray<[string, number]> = [['UNITED KINGDOM', 0.82], ['IRELAND', 0.03], ['POLAND', 0.03], ['INDIA', 0.03], ['PAKISTAN', 0.02], ['GERMANY', 0.02], ['SOUTH AFRICA', 0.02], ['NIGERIA', 0.02], ['AUSTRALIA', 0.01]];
/** Town and its postcode areas (outward code prefix and district range). */
const TOWNS: ReadonlyArray<[string, string, number, number]> = [
  ['LEEDS', 'LS', 1, 28], ['MANCHESTER', 'M', 1, 40], ['BRISTOL', 'BS', 1, 16], ['CARDIFF', 'CF', 10, 24], ['GLASGOW', 'G', 1, 53],
  ['NORWICH', 'NR', 1, 14], ['SWANSEA', 'SA', 1, 7], ['READING', 'RG', 1, 6], ['YORK', 'YO', 10, 32], ['EXETER', 'EX', 1, 6],
  ['BIRMINGHAM', 'B', 1, 48], ['NOTTINGHAM', 'NG', 1, 16], ['BRIGHTON', 'BN', 1, 3], ['LIVERPOOL', 'L', 1, 36], ['SHEFFIELD', 'S', 1, 36],
  ['ABERDEEN', 'AB', 10, 25], ['EDINBURGH', 'EH', 1, 17], ['NEWCASTLE UPON TYNE', 'NE', 1, 15], ['LEICESTER', 'LE', 1, 5], ['PLYMOUTH', 'PL', 1, 9],
  ['CAMBRIDGE', 'CB', 1, 5], ['SOUTHAMPTON', 'SO', 14, 19], ['LONDON', 'SW', 1, 20], ['LONDON', 'N', 1, 22], ['DERBY', 'DE', 1, 24],
];
const STREETS = ['VICTORIA ROAD', 'CHURCH LANE', 'HIGH STREET', 'STATION ROAD', 'PARK AVENUE', 'MILL LANE', 'QUEENS DRIVE', 'KINGS ROAD', 'GROVE STREET', 'ORCHARD CLOSE', 'MEADOW WAY', 'ALBERT TERRACE', 'BEECH CRESCENT', 'WILLOW GARDENS', 'CASTLE VIEW', 'NEW STREET'];
// The inward code's letters never use C I K M O V.
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
// Published examples (SMITH806704SI9NE and the like) show letters.
const CHECK_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const INK = '#1a1a1a';
const NUMBER_INK = '#2b2b3a';
const TITLE_BLUE = '#2a4ea0';

/**
 * UK photocard driving licence (DVLA, 2015 design), after the DVLA specimen: title DRIVING LICENCE in blue,
 * the flag box top left (EU flag before 2022, Union flag after), the photo below it with the expiry date in
 * small type under it, and the EU-model numbered fields 1. to 9. in one column on the right of the photo, on
 * a pink guilloche. No captions: the field numbers are the only labels.
 */
export const generator: KindGenerator = {
  documentType: 'gb_drivers_license',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const lastName = rng.pick(SURNAMES);
    const first = rng.pick(female ? FEMALE : MALE);
    const middle = rng.chance(0.55) ? rng.pick(female ? MIDDLE_FEMALE : MIDDLE_MALE) : '';
    const firstName = middle ? `${first} ${middle}` : first;
    const age = rng.int(18, 84);
    const birth = REFERENCE_DATE.addYears(-age - 1).addDays(rng.int(1, 364));
    // A photocard runs 10 years (3 from age 70), from its issue; the photo must be renewed after 10 years.
    const earliest = Math.max(birth.addYears(17).dayNumber(), REFERENCE_DATE.addYears(-9).dayNumber());
    let issue = CalendarDate.fromDayNumber(rng.int(earliest, REFERENCE_DATE.dayNumber() - 10));
    if (birth.yearsUntil(issue) >= 70) issue = CalendarDate.fromDayNumber(rng.int(REFERENCE_DATE.addYears(-2).dayNumber(), REFERENCE_DATE.dayNumber() - 10));
    const expiry = issue.addYears(birth.yearsUntil(issue) >= 70 ? 3 : 10).addDays(-1);
    const placeOfBirth = weighted(rng, BIRTH_PLACES);
    const driverNumber = makeDriverNumber(rng, lastName, [first, middle].filter(Boolean), birth, female);
    const issueNumber = pad2(rng.int(1, 99));
    const [town, area, low, high] = rng.pick(TOWNS);
    const postcode = `${area}${rng.int(low, high)} ${rng.int(1, 9)}${rng.chars(INWARD_LETTERS, 2)}`;
    const street = `${rng.int(1, 240)} ${rng.pick(STREETS)}`;
    const addressLines = rng.chance(0.25) ? [`FLAT ${rng.int(1, 24)}`, street, town, postcode] : [street, town, postcode];
    const vehicleCategories = pickCategories(rng);
    const unionFlag = issue.year >= 2022;
    const dot = (d: CalendarDate) => `${pad2(d.day)}.${pad2(d.month)}.${d.year}`;

    const numX = 26.0;
    const valueX = 30.2;
    const valueSize = 2.4;
    const numberSize = 2.0;
    const elements: CardElement[] = [
      ...flagBox(unionFlag),
      { type: 'text', x: 18.6, y: 4.9, text: 'DRIVING LICENCE', size: 3.1, bold: true, fill: TITLE_BLUE },
      { type: 'photo', x: 5, y: 12.6, w: 18.4, h: 21.4 },
      { type: 'text', x: 5.3, y: 35.6, text: dot(expiry), size: 1.5, bold: true, font: 'mono', fill: INK },
      ...unionJack(68.8, 17.2, 13.8, 8.6),
    ];
    const row = (number: string, y: number, value: string, x = valueX, maxWidth = 52): void => {
      elements.push({ type: 'text', x: numX, y, text: number, size: numberSize, fill: NUMBER_INK });
      elements.push({ type: 'text', x, y, text: value, size: valueSize, fill: INK, maxWidth });
    };
    row('1.', 8.7, lastName);
    row('2.', 11.9, first);
    if (middle) elements.push({ type: 'text', x: valueX, y: 14.8, text: middle, size: valueSize, fill: INK });
    row('3.', 17.8, dot(birth));
    elements.push({ type: 'text', x: 43.6, y: 17.8, text: placeOfBirth, size: valueSize, fill: INK, maxWidth: 24 });
    row('4a.', 20.8, dot(issue));
    elements.push({ type: 'text', x: 42.8, y: 20.8, text: '4c.', size: numberSize, fill: NUMBER_INK });
    elements.push({ type: 'text', x: 46.6, y: 20.8, text: 'DVLA', size: valueSize, fill: INK });
    row('4b.', 23.8, dot(expiry));
    row('5.', 26.8, driverNumber, 34.3);
    // The licence issue number, after a gap (not part of the driver number).
    elements.push({ type: 'text', x: 34.3 + estimateTextWidth(driverNumber, valueSize, false) + 2.2, y: 26.8, text: issueNumber, size: valueSize, fill: INK });
    elements.push({ type: 'text', x: numX, y: 30.2, text: '7.', size: numberSize, fill: NUMBER_INK });
    elements.push({ type: 'signature', x: 33, y: 32.5, w: 24 });
    row('8.', 37.8, addressLines[0]);
    addressLines.slice(1).forEach((line, i) => elements.push({ type: 'text', x: valueX, y: 37.8 + (i + 1) * 2.75, text: line, size: valueSize, fill: INK, maxWidth: 52 }));
    row('9.', 37.8 + addressLines.length * 2.75 + 1.0, vehicleCategories);

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#f3e6ee', '#f6dde6'], pattern: '#e9c4d3' },
      elements,
    };
    return {
      fields: {
        lastName,
        firstName,
        driverNumber,
        dateOfBirth: birth.iso(),
        placeOfBirth,
        issueDate: issue.iso(),
        expiryDate: expiry.iso(),
        issuingAuthority: 'DVLA',
        address: addressLines.join(' '),
        vehicleCategories,
      },
      sides: [front],
      variant: unionFlag ? 'union-flag' : 'eu-flag',
    };
  },
};

/**
 * The DVLA driver number: surname's first five letters (9-padded), decade digit, month (+50 for women),
 * day, year digit, two initials (9-padded), a digit (9 unless the rest repeats someone's), two check
 * characters whose algorithm is not public (random here).
 */
function makeDriverNumber(rng: Rng, surname: string, forenames: string[], birth: CalendarDate, female: boolean): string {
  // "MAC" and "MC" prefixes are written MC.
  const letters = surname.replace(/[^A-Z]/g, '').replace(/^MAC/, 'MC');
  const head = letters.slice(0, 5).padEnd(5, '9');
  const year = pad2(birth.year % 100);
  const initials = forenames.map((n) => n[0]).join('').slice(0, 2).padEnd(2, '9');
  const digit = rng.chance(0.9) ? '9' : String(rng.int(0, 8));
  return `${head}${year[0]}${pad2(birth.month + (female ? 50 : 0))}${pad2(birth.day)}${year[1]}${initials}${digit}${rng.chars(CHECK_CHARS, 2)}`;
}

/** Upper case are EU categories, lower case the national ones (f k l n p q); provisional ones are not printed. */
function pickCategories(rng: Rng): string {
  const roll = rng.next();
  const national = rng.chance(0.8) ? ['f', 'k', 'l', 'n', 'p', 'q'] : ['f', 'k', 'p', 'q'];
  let full: string[];
  if (roll < 0.55) full = ['AM', 'B1', 'B'];
  else if (roll < 0.75) full = ['AM', 'A', 'B1', 'B'];
  else if (roll < 0.85) full = ['AM', 'B', 'BE', 'B1'];
  else if (roll < 0.93) full = ['AM', 'B1', 'B', 'BE', 'C1', 'C1E', 'D1', 'D1E'];
  else full = ['AM', 'A', 'B1', 'B', 'BE', 'C1', 'C', 'CE'];
  return [...full, ...national].join('/');
}

function flagBox(union: boolean): CardElement[] {
  if (union) {
    return [
      ...unionJack(2.9, 2.1, 13.5, 6.8),
      { type: 'text', x: 9.65, y: 11.4, text: 'UK', size: 2.3, bold: true, anchor: 'middle', fill: '#1f3f8f' },
    ];
  }
  const stars: CardElement[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * 2 * Math.PI;
    stars.push({ type: 'rect', x: 9.65 + 3.2 * Math.cos(a) - 0.25, y: 6.75 + 3.2 * Math.sin(a) - 0.25, w: 0.5, h: 0.5, fill: '#f5d400' });
  }
  return [
    { type: 'rect', x: 2.9, y: 2.1, w: 13.5, h: 9.3, fill: '#1f3f9f' },
    ...stars,
    { type: 'text', x: 9.65, y: 7.7, text: 'UK', size: 2.6, bold: true, anchor: 'middle', fill: '#ffffff' },
  ];
}

/** The Union flag, simplified to its crosses (no diagonals). */
function unionJack(x: number, y: number, w: number, h: number): CardElement[] {
  return [
    { type: 'rect', x, y, w, h, fill: '#1f3a7a' },
    { type: 'rect', x, y: y + h * 0.36, w, h: h * 0.28, fill: '#ffffff' },
    { type: 'rect', x: x + w * 0.42, y, w: w * 0.16, h, fill: '#ffffff' },
    { type: 'rect', x, y: y + h * 0.42, w, h: h * 0.16, fill: '#c8102e' },
    { type: 'rect', x: x + w * 0.46, y, w: w * 0.08, h, fill: '#c8102e' },
  ];
}

function weighted(rng: Rng, items: ReadonlyArray<[string, number]>): string {
  let roll = rng.next();
  for (const [item, weight] of items) {
    if (roll < weight) return item;
    roll -= weight;
  }
  return items[0][0];
}
