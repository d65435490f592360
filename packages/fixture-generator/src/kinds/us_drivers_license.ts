import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { buildAamvaData } from './us_drivers_license-aamva';
import { inline, lines, soundex, stacked } from './us_drivers_license-parts';
import { randomDate } from '../random-date';

type StateCode = 'CA' | 'NY' | 'TX' | 'FL' | 'PA' | 'IL';

/** One licence holder and the licence, in the printed forms of the issuing state. */
interface Holder {
  state: StateCode;
  lastName: string;
  givenNames: string;
  first: string;
  middle: string;
  sex: 'M' | 'F';
  birth: CalendarDate;
  issue: CalendarDate;
  expiry: CalendarDate;
  /** As printed (NY and PA group their digits). */
  numberPrinted: string;
  street: string;
  /** "APT 4" or ''. */
  unit: string;
  city: string;
  zip: string;
  heightInches: number;
  heightPrinted: string;
  weight: number;
  eyes: string;
  hair: string;
  vehicleClass: string;
  restrictions: string;
  endorsements: string;
  discriminator: string;
  donor: boolean;
  veteran: boolean;
}

interface StateProfile {
  code: StateCode;
  name: string;
  /** AAMVA issuer identification number. */
  iin: string;
  /** City and the first three digits of its ZIP codes. */
  cities: Array<[string, string]>;
  classes: string[];
  restrictions: string[];
  eyes: string[];
  hair: string[];
  /** Years from issue to expiry; expiry falls on the birthday where the state does so. */
  validity: number;
  onBirthday: boolean;
  number(rng: Rng, h: Omit<Holder, 'numberPrinted' | 'discriminator'>): string;
  height(feet: number, inches: number): string;
  discriminator(rng: Rng, h: Omit<Holder, 'discriminator'>): string;
  front(h: Holder, rng: Rng): CardSpec;
}

const MALE = ['JAMES', 'MICHAEL', 'ROBERT', 'DAVID', 'JOHN', 'WILLIAM', 'RICHARD', 'JOSEPH', 'THOMAS', 'CHRISTOPHER', 'DANIEL', 'MATTHEW',
  'ANTHONY', 'MARK', 'STEVEN', 'PAUL', 'ANDREW', 'JOSHUA', 'KEVIN', 'BRIAN', 'GEORGE', 'TIMOTHY', 'JASON', 'RYAN', 'JACOB', 'GARY',
  'NICHOLAS', 'ERIC', 'JONATHAN', 'LARRY', 'JUSTIN', 'SCOTT', 'BRANDON', 'BENJAMIN', 'SAMUEL', 'GREGORY', 'TYLER', 'AARON', 'JOSE',
  'CARLOS', 'LUIS', 'MARCUS', 'DESHAWN', 'TREVOR', 'CONNOR', 'ETHAN', 'DYLAN', 'LOGAN', 'CALEB', 'NATHAN'];
const FEMALE = ['MARY', 'PATRICIA', 'JENNIFER', 'LINDA', 'ELIZABETH', 'BARBARA', 'SUSAN', 'JESSICA', 'SARAH', 'KAREN', 'LISA', 'NANCY',
  'BETTY', 'SANDRA', 'MARGARET', 'ASHLEY', 'KIMBERLY', 'EMILY', 'DONNA', 'MICHELLE', 'CAROL', 'AMANDA', 'MELISSA', 'DEBORAH',
  'STEPHANIE', 'REBECCA', 'SHARON', 'LAURA', 'CYNTHIA', 'AMY', 'KATHLEEN', 'ANGELA', 'BRENDA', 'EMMA', 'OLIVIA', 'MADISON',
  'HANNAH', 'SAMANTHA', 'BRIANNA', 'ALEXIS', 'MARIA', 'ROSA', 'GABRIELA', 'TANYA', 'KAYLA', 'MEGAN', 'LAUREN', 'ANNA', 'GRACE', 'JULIA'];
const MIDDLE_M = ['LEE', 'JAMES', 'ALLEN', 'RAY', 'MICHAEL', 'EDWARD', 'WAYNE', 'JOSEPH', 'THOMAS', 'PAUL', 'ALAN', 'DEAN', 'SCOTT', 'ANTONIO'];
const MIDDLE_F = ['ANN', 'MARIE', 'LYNN', 'ELIZABETH', 'NICOLE', 'ROSE', 'JEAN', 'MAE', 'LOUISE', 'RENEE', 'MICHELLE', 'GRACE', 'KAY', 'SUE'];
const SURNAMES = ['SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'GARCIA', 'MILLER', 'DAVIS', 'RODRIGUEZ', 'MARTINEZ', 'HERNANDEZ',
  'LOPEZ', 'GONZALEZ', 'WILSON', 'ANDERSON', 'THOMAS', 'TAYLOR', 'MOORE', 'JACKSON', 'MARTIN', 'LEE', 'PEREZ', 'THOMPSON', 'WHITE',
  'HARRIS', 'SANCHEZ', 'CLARK', 'RAMIREZ', 'LEWIS', 'ROBINSON', 'WALKER', 'YOUNG', 'ALLEN', 'KING', 'WRIGHT', 'SCOTT', 'TORRES',
  'NGUYEN', 'HILL', 'FLORES', 'GREEN', 'ADAMS', 'NELSON', 'BAKER', 'HALL', 'RIVERA', 'CAMPBELL', 'MITCHELL', 'CARTER', 'ROBERTS',
  'PHILLIPS', 'EVANS', 'TURNER', 'PARKER', 'COLLINS', 'EDWARDS', 'STEWART', 'MORRIS', 'MURPHY', 'COOK', 'ROGERS', 'MORGAN',
  'PETERSON', 'COOPER', 'REED', 'BAILEY', 'KELLY', 'HOWARD', 'KIM', 'PATEL', "O'BRIEN", 'MCCARTHY', 'KOWALSKI', 'WASHINGTON'];
const STREET_NAMES = ['MAIN', 'OAK', 'PINE', 'MAPLE', 'CEDAR', 'ELM', 'WASHINGTON', 'LAKE', 'HILL', 'PARK', 'LINCOLN', 'JEFFERSON',
  'SUNSET', 'RIVERSIDE', 'HIGHLAND', 'FRANKLIN', 'MEADOW', 'WILLOW', 'CHESTNUT', 'SPRING', 'JACKSON', 'MADISON', 'VALLEY', 'FOREST',
  '2ND', '3RD', '5TH', '12TH', '24TH', 'CHERRY', 'BIRCH', 'ORCHARD', 'MILL', 'CHURCH', 'BROADWAY', 'CENTER'];
const STREET_TYPES = ['ST', 'AVE', 'DR', 'RD', 'LN', 'BLVD', 'CT', 'WAY', 'PL', 'STREET', 'AVENUE', 'DRIVE', 'ROAD', 'LANE'];
const DIRECTIONS = ['N', 'S', 'E', 'W'];

const mdy = (sep: string) => (d: CalendarDate): string => `${pad2(d.month)}${sep}${pad2(d.day)}${sep}${d.year}`;
const slash = mdy('/');
const dash = mdy('-');
const feetDashInches = (feet: number, inches: number): string => `${feet}'-${pad2(inches)}"`;
const feetInches = (feet: number, inches: number): string => `${feet}-${pad2(inches)}`;
const digits = (rng: Rng, n: number): string => rng.chars('0123456789', n);

const INK = '#151515';
const RED = '#b3242b';

/**
 * US driver licences after the AAMVA DL/ID Card Design Standard: the front prints the holder's data with the
 * standard's field numbers (1 family name, 2 given names, 3 DOB, 4a issue, 4b expiry, 4d number, 5 document
 * discriminator, 8 address, 9 class, 9a endorsements, 12 restrictions, 15 sex, 16 height, 17 weight, 18 eyes,
 * 19 hair) or with state captions (CA: DL, EXP, LN, FN...); the back carries the same identity in a PDF417
 * symbol. Six states, each with its own design, colours and number format: CA, NY, TX, FL (pre-2017 design),
 * PA, IL. See fixtures/us_drivers_license/LAYOUT.md.
 */
export const generator: KindGenerator = {
  documentType: 'us_drivers_license',
  generate(rng: Rng) {
    const profile = rng.pick(Object.values(STATES));
    const h = makeHolder(rng, profile);
    const front = profile.front(h, rng);
    const back = backSide(h, profile, rng);
    const fields: Record<string, string> = {
      firstName: h.givenNames,
      lastName: h.lastName,
      licenseNumber: h.numberPrinted.replace(/\s+/g, ''),
      dateOfBirth: h.birth.iso(),
      issueDate: h.issue.iso(),
      expiryDate: h.expiry.iso(),
      address: [h.street, h.unit].filter(Boolean).join(' '),
      city: h.city,
      state: h.state,
      zipCode: h.zip,
      gender: h.sex,
      height: h.heightPrinted,
      // The pre-2017 Florida design prints no eye colour.
      eyeColor: h.state === 'FL' ? '' : h.eyes,
      vehicleClass: h.vehicleClass,
      restrictions: h.restrictions,
    };
    return {
      fields,
      sides: [front, back],
      // Every field prints on the front; the back's barcode is read by the rules, not listed here.
      sideFields: [Object.keys(fields), []],
      variant: profile.code,
    };
  },
};

function makeHolder(rng: Rng, profile: StateProfile): Holder {
  const sex = rng.chance(0.5) ? 'F' : 'M';
  const first = rng.pick(sex === 'F' ? FEMALE : MALE);
  const middle = rng.chance(0.45) ? rng.pick(sex === 'F' ? MIDDLE_F : MIDDLE_M) : '';
  const lastName = rng.pick(SURNAMES);
  const birth = randomDate(rng, 1950, 2007);
  // The licence in force on the reference day: issued within its validity before it, never before age 16.
  let issue = randomDate(rng, REFERENCE_DATE.year - profile.validity + 1, REFERENCE_DATE.year, REFERENCE_DATE);
  if (issue.dayNumber() < birth.addYears(16).dayNumber()) issue = birth.addYears(16).addDays(rng.int(0, 200));
  if (issue.dayNumber() > REFERENCE_DATE.dayNumber()) issue = REFERENCE_DATE.addDays(-rng.int(1, 90));
  let expiry = issue.addYears(profile.validity);
  if (profile.onBirthday) expiry = new CalendarDate(expiry.year, birth.month, Math.min(birth.day, CalendarDate.daysInMonth(expiry.year, birth.month)));
  const [city, zip3] = rng.pick(profile.cities);
  const zip = zip3 + digits(rng, 2) + (rng.chance(0.3) ? `-${digits(rng, 4)}` : '');
  const streetName = rng.pick(STREET_NAMES);
  const street = `${rng.int(1, 9899)} ${rng.chance(0.2) ? `${rng.pick(DIRECTIONS)} ` : ''}${streetName} ${rng.pick(STREET_TYPES)}`;
  const unit = rng.chance(0.25) ? `${rng.pick(['APT', 'UNIT', 'APT'])} ${rng.chance(0.7) ? rng.int(1, 40) : `${rng.int(1, 9)}${rng.pick(['A', 'B', 'C'])}`}` : '';
  const heightInches = Math.round(sex === 'F' ? 64 + rng.normal() * 2.6 : 69.5 + rng.normal() * 2.8);
  const clampedHeight = Math.max(58, Math.min(79, heightInches));
  const weight = Math.round((sex === 'F' ? 150 : 185) + rng.normal() * 28);
  const base = {
    state: profile.code,
    lastName,
    givenNames: middle ? `${first} ${middle}` : first,
    first,
    middle,
    sex,
    birth,
    issue,
    expiry,
    street,
    unit,
    city,
    zip,
    heightInches: clampedHeight,
    heightPrinted: profile.height(Math.floor(clampedHeight / 12), clampedHeight % 12),
    weight: Math.max(100, weight),
    eyes: rng.pick(profile.eyes),
    hair: rng.pick(profile.hair),
    vehicleClass: rng.pick(profile.classes),
    restrictions: rng.chance(0.7) ? 'NONE' : rng.pick(profile.restrictions),
    endorsements: 'NONE',
    donor: rng.chance(0.4),
    veteran: rng.chance(0.1),
  } satisfies Omit<Holder, 'numberPrinted' | 'discriminator'>;
  const withNumber = { ...base, numberPrinted: profile.number(rng, base) };
  return { ...withNumber, discriminator: profile.discriminator(rng, withNumber) };
}


/** The city line of the address block, e.g. "SACRAMENTO, CA 95818"; New York prints it without the comma. */
function cityLine(h: Holder, comma = true): string {
  return `${h.city}${comma ? ',' : ''} ${h.state} ${h.zip}`;
}

/** Street, unit and city lines; a unit goes on its own line when the street line is long (as in PA). */
function addressLines(h: Holder, comma = true, unitOwnLine = false): string[] {
  if (!h.unit) return [h.street, cityLine(h, comma)];
  if (unitOwnLine || h.street.length + h.unit.length > 24) return [h.street, h.unit, cityLine(h, comma)];
  return [`${h.street} ${h.unit}`, cityLine(h, comma)];
}

/** A small second portrait, as most designs print one (ghost image). */
const ghost = (x: number, y: number, w: number, h: number): CardElement[] => [
  { type: 'photo', x, y, w, h },
  { type: 'rect', x, y, w, h, fill: '#ffffff', opacity: 0.45 },
];

const STATES: Record<StateCode, StateProfile> = {
  CA: {
    code: 'CA',
    name: 'CALIFORNIA',
    iin: '636014',
    cities: [['SACRAMENTO', '958'], ['LOS ANGELES', '900'], ['SAN DIEGO', '921'], ['FRESNO', '937'], ['OAKLAND', '946'], ['SAN JOSE', '951'],
      ['BAKERSFIELD', '933'], ['RIVERSIDE', '925'], ['SANTA ROSA', '954'], ['ANAHEIM', '928']],
    classes: ['C', 'C', 'C', 'C', 'A', 'B', 'M1'],
    restrictions: ['CORR LENS', '01', '05'],
    eyes: ['BRN', 'BRN', 'BRN', 'BLU', 'BLU', 'GRN', 'HAZ', 'GRY', 'BLK'],
    hair: ['BRN', 'BRN', 'BLK', 'BLN', 'RED', 'GRY', 'WHI'],
    validity: 5,
    onBirthday: true,
    // e.g. D4172638: one letter and seven digits
    number: (rng) => rng.chars('ABCDEFGHIJKLMNPRSTUVWXYZ', 1) + digits(rng, 7),
    height: feetDashInches,
    // e.g. 08/31/200962973/AAFD/14: issue date, office, sequence, card type, expiry year
    discriminator: (rng, h) => `${slash(h.issue)}${digits(rng, 5)}/${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}FD/${pad2(h.expiry.year % 100)}`,
    front: californiaFront,
  },
  NY: {
    code: 'NY',
    name: 'NEW YORK',
    iin: '636001',
    cities: [['ALBANY', '122'], ['BROOKLYN', '112'], ['BUFFALO', '142'], ['ROCHESTER', '146'], ['YONKERS', '107'], ['SYRACUSE', '132'],
      ['BRONX', '104'], ['ITHACA', '148'], ['SCHENECTADY', '123'], ['UTICA', '135']],
    classes: ['D', 'D', 'D', 'D', 'DM', 'E', 'M'],
    restrictions: ['B', 'D', 'B'],
    eyes: ['BRO', 'BRO', 'BRO', 'BLU', 'BLU', 'GRN', 'HAZ', 'GRY', 'BLK'],
    hair: ['BRO', 'BRO', 'BLK', 'BLN', 'RED', 'GRY', 'WHI'],
    validity: 8,
    onBirthday: true,
    // e.g. 123 456 789: the DMV client id, nine digits in groups of three
    number: (rng) => `${rng.int(100, 999)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    height: feetInches,
    discriminator: (rng) => rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 10),
    front: newYorkFront,
  },
  TX: {
    code: 'TX',
    name: 'TEXAS',
    iin: '636015',
    cities: [['AUSTIN', '787'], ['HOUSTON', '770'], ['DALLAS', '752'], ['EL PASO', '799'], ['SAN ANTONIO', '782'], ['LUBBOCK', '794'],
      ['FORT WORTH', '761'], ['CORPUS CHRISTI', '784'], ['AMARILLO', '791'], ['WACO', '767']],
    classes: ['C', 'C', 'C', 'C', 'CM', 'A', 'B', 'M'],
    restrictions: ['A', 'A', 'B'],
    eyes: ['BRN', 'BRN', 'BRN', 'BLU', 'BLU', 'GRN', 'HAZ', 'GRY', 'BLK'],
    hair: ['BRN', 'BRN', 'BLK', 'BLN', 'RED', 'GRY', 'WHI'],
    validity: 8,
    onBirthday: true,
    // e.g. 41726385: eight digits
    number: (rng) => rng.chars('123456789', 1) + digits(rng, 7),
    height: feetInches,
    discriminator: (rng) => digits(rng, 20),
    front: texasFront,
  },
  FL: {
    code: 'FL',
    name: 'FLORIDA',
    iin: '636010',
    cities: [['TALLAHASSEE', '323'], ['MIAMI', '331'], ['ORLANDO', '328'], ['TAMPA', '336'], ['JACKSONVILLE', '322'], ['GAINESVILLE', '326'],
      ['PENSACOLA', '325'], ['SARASOTA', '342'], ['FORT MYERS', '339'], ['OCALA', '344']],
    classes: ['E', 'E', 'E', 'E', 'A', 'B'],
    restrictions: ['A', 'B', 'BF'],
    eyes: ['BRO', 'BRO', 'BRO', 'BLU', 'BLU', 'GRN', 'HAZ', 'GRY'],
    hair: ['BRO', 'BRO', 'BLK', 'BLN', 'RED', 'GRY'],
    validity: 8,
    onBirthday: true,
    // e.g. S530-417-84-296-0: surname Soundex, first-name code, birth year, (month-1)*40+day (+500 female), overflow
    number: (rng, h) => {
      const code = String(firstNameCode(h.first, h.middle)).padStart(3, '0');
      const day = String((h.birth.month - 1) * 40 + h.birth.day + (h.sex === 'F' ? 500 : 0)).padStart(3, '0');
      return `${soundex(h.lastName)}-${code}-${pad2(h.birth.year % 100)}-${day}-${rng.chance(0.9) ? 0 : 1}`;
    },
    height: feetInches,
    discriminator: (rng) => rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + digits(rng, 12),
    front: floridaFront,
  },
  PA: {
    code: 'PA',
    name: 'PENNSYLVANIA',
    iin: '636025',
    cities: [['HARRISBURG', '171'], ['PHILADELPHIA', '191'], ['PITTSBURGH', '152'], ['ALLENTOWN', '181'], ['ERIE', '165'], ['SCRANTON', '185'],
      ['LANCASTER', '176'], ['READING', '196'], ['BETHLEHEM', '180'], ['YORK', '174']],
    classes: ['C', 'C', 'C', 'C', 'M', 'A', 'B'],
    restrictions: ['B', 'B', '1'],
    eyes: ['BRO', 'BRO', 'BRO', 'BLU', 'BLU', 'GRN', 'HAZ', 'GRY', 'BLK'],
    hair: ['BRO', 'BRO', 'BLK', 'BLN', 'RED', 'GRY'],
    validity: 4,
    onBirthday: false,
    // e.g. 12 345 678: eight digits, printed in groups
    number: (rng) => `${rng.chars('123456789', 1)}${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    height: feetDashInches,
    discriminator: (rng) => digits(rng, 25),
    front: pennsylvaniaFront,
  },
  IL: {
    code: 'IL',
    name: 'ILLINOIS',
    iin: '636035',
    cities: [['SPRINGFIELD', '627'], ['CHICAGO', '606'], ['PEORIA', '616'], ['ROCKFORD', '611'], ['NAPERVILLE', '605'], ['JOLIET', '604'],
      ['CHAMPAIGN', '618'], ['AURORA', '605'], ['DECATUR', '625'], ['EVANSTON', '602']],
    classes: ['D', 'D', 'D', 'D', 'M', 'A', 'C'],
    restrictions: ['B', 'B', 'F'],
    eyes: ['BRO', 'BRO', 'BRO', 'BLU', 'BLU', 'GRN', 'HAZ', 'GRY', 'BLK'],
    hair: ['BRO', 'BRO', 'BLK', 'BLN', 'RED', 'GRY'],
    validity: 4,
    onBirthday: true,
    // e.g. S530-4178-4296: surname Soundex, first-name code, birth year split, (month-1)*31+day (+600 female)
    number: (_rng, h) => {
      const code = String(firstNameCode(h.first, h.middle)).padStart(3, '0');
      const yy = pad2(h.birth.year % 100);
      const day = String((h.birth.month - 1) * 31 + h.birth.day + (h.sex === 'F' ? 600 : 0)).padStart(3, '0');
      return `${soundex(h.lastName)}-${code}${yy[0]}-${yy[1]}${day}`;
    },
    height: feetDashInches,
    discriminator: (rng) => rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + digits(rng, 8) + rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2),
    front: illinoisFront,
  },
};

/** A first-name code in the spirit of the Soundex states' tables: the initial's band plus the middle initial. */
function firstNameCode(first: string, middle: string): number {
  const band = (first.charCodeAt(0) - 65) * 38;
  const spread = [...first].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 19;
  const mid = middle ? middle.charCodeAt(0) - 64 : 0;
  return (band + spread + mid) % 1000;
}

// ---------------------------------------------------------------------------------------------------------------
// Fronts. Coordinates in mm on an 85.6 × 53.98 mm card, measured on the DMV sample cards (see LAYOUT.md).

/** California, 2010 design: state captions (DL, EXP, LN, FN, DOB, RSTR...), number and dates in red. */
function californiaFront(h: Holder): CardSpec {
  const blue = '#1d4f91';
  const cap = { capFill: blue, capBold: false, valFill: INK };
  const address = addressLines(h);
  const dobY = 30 + (address.length - 1) * 2.71 + 3.9;
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#f5f2e6', '#e6eef1'], pattern: '#ddd3b4' },
    elements: [
      { type: 'text', x: 4, y: 8.6, text: 'California', size: 6.4, bold: true, fill: '#1c2f6b' },
      { type: 'text', x: 36.2, y: 6.6, text: 'USA', size: 1.6, bold: true, fill: '#1c2f6b' },
      { type: 'text', x: 43, y: 6.4, text: 'DRIVER LICENSE', size: 2.8, bold: true, fill: blue },
      { type: 'rect', x: 8, y: 8.4, w: 58, h: 0.45, fill: '#d4a82a' },
      { type: 'rect', x: 30, y: 9.6, w: 36, h: 0.45, fill: '#d4a82a' },
      { type: 'photo', x: 3.6, y: 10.2, w: 24.4, h: 32 },
      ...inline(29.4, 15.4, '', 'DL', h.numberPrinted, { ...cap, capSize: 2.0, valSize: 3.9, valFill: RED }),
      ...inline(29.4, 19.6, '', 'EXP', slash(h.expiry), { ...cap, capSize: 2.0, valSize: 3.1, valFill: RED }),
      ...inline(29.4, 23.4, '', 'LN', h.lastName, { ...cap, capSize: 1.8, gap: 0.3, valSize: 2.8, maxWidth: 34 }),
      ...inline(29.4, 26.9, '', 'FN', h.givenNames, { ...cap, capSize: 1.8, gap: 0.3, valSize: 2.8, maxWidth: 34 }),
      ...lines(29.4, 30.0, '', address, { valSize: 2.3, lead: 2.71, maxWidth: 40 }),
      ...inline(29.4, dobY, '', 'DOB', slash(h.birth), { ...cap, capSize: 2.0, valSize: 3.1, valFill: RED }),
      ...inline(29.4, dobY + 3.6, '', 'RSTR', h.restrictions, { ...cap, capSize: 1.8, valSize: 2.4 }),
      ...inline(57.5, 13.6, '', 'CLASS', h.vehicleClass, { ...cap, capSize: 1.9, valSize: 2.4 }),
      ...inline(57.5, 18.8, '', 'END', h.endorsements, { ...cap, capSize: 1.9, valSize: 2.4 }),
      ...ghost(55, 36, 9, 9.5),
      { type: 'text', x: 67, y: 36.8, text: `${pad2(h.birth.month)}${pad2(h.birth.day)}${h.birth.year}`, size: 2.2, bold: true, fill: '#8a8a8a' },
      ...(h.donor ? [{ type: 'rect', x: 29.6, y: dobY + 4.6, w: 5.2, h: 3.4, r: 1.7, fill: '#e8838b' } as CardElement, { type: 'text', x: 30.2, y: dobY + 6.8, text: 'DONOR', size: 1.2, bold: true, fill: '#7a1020' } as CardElement] : []),
      ...(h.veteran && address.length === 2 ? [{ type: 'text', x: 36, y: dobY + 7.2, text: 'VETERAN', size: 2.2, bold: true, fill: INK } as CardElement] : []),
      ...inline(37.3, 47.0, '', 'SEX', h.sex, { ...cap, capSize: 1.8, valSize: 2.3, valueX: 42.3 }),
      ...inline(37.3, 49.8, '', 'HGT', h.heightPrinted, { ...cap, capSize: 1.8, valSize: 2.3, valueX: 42.3 }),
      ...inline(50.7, 47.0, '', 'HAIR', h.hair, { ...cap, capSize: 1.8, valSize: 2.3, valueX: 56.4 }),
      ...inline(50.7, 49.8, '', 'WGT', `${h.weight} lb`, { ...cap, capSize: 1.8, valSize: 2.3, valueX: 56.4 }),
      ...inline(65.4, 47.0, '', 'EYES', h.eyes, { ...cap, capSize: 1.8, valSize: 2.3 }),
      ...stacked(70.6, 49.4, '', 'ISS', slash(h.issue), { ...cap, capSize: 1.7, valSize: 2.2 }),
      ...inline(37.3, 52.4, '', 'DD', h.discriminator, { ...cap, capSize: 1.6, valSize: 1.5, valBold: false }),
      { type: 'signature', x: 5, y: 47.5 },
    ],
  };
}

/** New York, 2013 design as publicly described: ID number under the title, numbered fields, class at right. */
function newYorkFront(h: Holder): CardSpec {
  const navy = '#1d3c78';
  const cap = { capFill: navy, numFill: '#5a6478', valFill: INK };
  const address = addressLines(h, false);
  const row = 23.8 + (address.length - 1) * 2.8 + 3.8;
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#e7edf6', '#f3f0e8'], pattern: '#c6d1e4' },
    elements: [
      { type: 'rect', x: 0, y: 0, w: 85.6, h: 9, fill: '#cfdbee', opacity: 0.8 },
      { type: 'text', x: 4, y: 6.6, text: 'NEW YORK STATE', size: 3.9, bold: true, fill: navy },
      { type: 'text', x: 42.5, y: 6.6, text: 'USA', size: 2.0, bold: true, fill: navy },
      { type: 'text', x: 55, y: 6.6, text: 'DRIVER LICENSE', size: 3.0, bold: true, fill: '#24324f' },
      { type: 'photo', x: 3.5, y: 11, w: 24, h: 31 },
      ...inline(30, 13.2, '', 'ID:', h.numberPrinted, { ...cap, capSize: 2.0, valSize: 3.0 }),
      ...inline(64.5, 13.2, '9', 'CLASS', h.vehicleClass, { ...cap, capSize: 1.8, valSize: 3.0 }),
      ...lines(31.5, 17.4, '1', [`${h.lastName},`], { ...cap, valSize: 2.7, maxWidth: 50 }),
      ...lines(31.5, 20.6, '2', [h.givenNames], { ...cap, valSize: 2.7, maxWidth: 50 }),
      ...lines(31.5, 23.8, '8', address, { ...cap, valSize: 2.3, lead: 2.8, maxWidth: 50 }),
      ...inline(30, row, '3', 'DOB', slash(h.birth), { ...cap, valSize: 2.6 }),
      ...inline(30, row + 3.3, '4a', 'ISSUED', slash(h.issue), { ...cap, valSize: 2.4 }),
      ...inline(30, row + 6.6, '4b', 'EXPIRES', slash(h.expiry), { ...cap, valSize: 2.6, valFill: RED }),
      ...inline(61, row, '15', 'SEX', h.sex, { ...cap, valSize: 2.4 }),
      ...inline(61, row + 3.3, '18', 'EYES', h.eyes, { ...cap, valSize: 2.4 }),
      ...inline(61, row + 6.6, '16', 'HGT', h.heightPrinted, { ...cap, valSize: 2.4 }),
      ...inline(30, row + 10.1, '9a', 'END', h.endorsements, { ...cap, valSize: 2.3 }),
      ...inline(52, row + 10.1, '12', 'REST', h.restrictions, { ...cap, valSize: 2.3 }),
      ...ghost(71, 36.5, 10.5, 13.5),
      ...(h.donor ? [{ type: 'text', x: 4, y: 45.6, text: 'ORGAN DONOR', size: 1.6, bold: true, fill: '#a0282e' } as CardElement] : []),
      { type: 'signature', x: 5, y: 49.5 },
    ],
  };
}

/** Texas, 2014 design: numbered captions in title case, values in dark blue, DOB and expiry in red. */
function texasFront(h: Holder): CardSpec {
  const blue = '#27378a';
  const cap = { capFill: '#1a1a1a', numFill: '#333333', valFill: blue, capSize: 1.9 };
  const address = addressLines(h);
  const low = address.length > 2 ? 2.6 : 0;
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#f4f1e4', '#e3ebf3'], pattern: '#cfd9e6' },
    elements: [
      { type: 'text', x: 5, y: 10, text: 'Texas', size: 7.6, bold: true, font: 'serif', fill: '#2f3d8c' },
      { type: 'text', x: 79, y: 4.4, text: 'USA', size: 2.0, bold: true, fill: '#2f3d8c' },
      { type: 'text', x: 79.6, y: 6.8, text: 'TX', size: 2.0, bold: true, fill: '#2f3d8c' },
      { type: 'text', x: 41, y: 13.4, text: 'DRIVER LICENSE', size: 3.4, bold: true, fill: '#b5303a' },
      { type: 'photo', x: 2.5, y: 15.5, w: 21, h: 30 },
      ...inline(24.5, 18.4, '4d', 'DL', h.numberPrinted, { ...cap, valueX: 34, valSize: 2.9 }),
      ...inline(52, 18.4, '9', 'Class', h.vehicleClass, { ...cap, valSize: 3.2, gap: 1.5 }),
      ...inline(24.5, 22.1, '4a', 'Iss', slash(h.issue), { ...cap, valueX: 34, valSize: 2.7 }),
      ...inline(52, 22.1, '4b', 'Exp', slash(h.expiry), { ...cap, valSize: 2.7, valFill: '#b5303a' }),
      ...inline(24.5, 26.4, '3', 'DOB', slash(h.birth), { ...cap, valueX: 34, valSize: 3.1, valFill: '#b5303a' }),
      ...lines(26.6, 30.6, '1', [h.lastName], { ...cap, valSize: 2.7, maxWidth: 40 }),
      ...lines(26.6, 33.7, '2', [h.givenNames], { ...cap, valSize: 2.7, maxWidth: 40 }),
      ...lines(26.6, 37.6, '8', address, { ...cap, valSize: 2.6, lead: 2.9, maxWidth: 42 }),
      ...inline(31, 45.4 + low, '12', 'Restrictions', h.restrictions, { ...cap, valSize: 2.6 }),
      ...inline(58, 45.4 + low, '9a', 'End', h.endorsements, { ...cap, valSize: 2.6 }),
      ...inline(31, 49.6 + low / 2, '16', 'Hgt', h.heightPrinted, { ...cap, valSize: 2.7 }),
      ...inline(46.5, 49.6 + low / 2, '15', 'Sex', h.sex, { ...cap, valSize: 2.7 }),
      ...inline(58, 49.6 + low / 2, '18', 'Eyes', h.eyes, { ...cap, valSize: 2.7 }),
      ...ghost(71, 24, 11, 14),
      ...inline(3, 52.2, '5', 'DD', h.discriminator, { ...cap, capSize: 1.4, valSize: 1.5, valBold: false, valFill: '#333333' }),
      { type: 'signature', x: 4, y: 48.6 },
    ],
  };
}

/** Florida, pre-2017 design: no field numbers, names without captions (first name over surname), dashed dates. */
function floridaFront(h: Holder): CardSpec {
  const bold = { capFill: INK, capBold: true, capSize: 2.1, valSize: 2.3, valFill: INK, gap: 0.8 };
  const address = addressLines(h).slice(0, 3);
  const down = (address.length - 2) * 2.8;
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#f7dfcd', '#e6c6bb'], pattern: '#e5bba6' },
    elements: [
      { type: 'rect', x: 29, y: 2.6, w: 53, h: 6.6, fill: '#3f8f4f' },
      { type: 'text', x: 31, y: 7.9, text: 'Florida', size: 5.4, bold: true, font: 'serif', fill: '#efb51f' },
      { type: 'text', x: 56, y: 6, text: 'The', size: 1.5, font: 'serif', fill: '#ffffff' },
      { type: 'text', x: 56, y: 8.2, text: 'Sunshine State', size: 2.1, bold: true, font: 'serif', fill: '#ffffff' },
      { type: 'photo', x: 3.8, y: 2.8, w: 25, h: 33 },
      { type: 'text', x: 33.5, y: 12, text: `DRIVER LICENSE CLASS ${h.vehicleClass}`, size: 2.3, bold: true, fill: INK },
      { type: 'text', x: 33.5, y: 15.8, text: h.numberPrinted, size: 3.3, bold: true, fill: '#2a3f8f' },
      ...lines(30, 19.1, '', [h.givenNames, h.lastName], { valSize: 2.4, lead: 2.95, maxWidth: 50 }),
      ...lines(30, 25.9, '', address, { valSize: 2.3, lead: 2.8, maxWidth: 52 }),
      ...inline(30, 32.2 + down, '', 'DOB:', dash(h.birth), bold),
      ...inline(53, 32.2 + down, '', 'SEX:', h.sex, bold),
      ...inline(30, 35.2 + down, '', 'ISSUED:', dash(h.issue), bold),
      ...inline(56, 35.2 + down, '', 'HGT:', h.heightPrinted, bold),
      ...inline(30, 38.2 + down, '', 'EXPIRES:', dash(h.expiry), bold),
      ...inline(30, 41.4 + down, '', 'REST:', h.restrictions, bold),
      ...inline(30, 44.4 + down, '', 'ENDORSE:', h.endorsements, bold),
      ...ghost(70.5, 30, 11, 15),
      { type: 'signature', x: 6, y: 41 },
      ...(h.donor ? [{ type: 'text', x: 10, y: 46.5, text: 'ORGAN DONOR', size: 1.5, bold: true, fill: '#c0302a' } as CardElement] : []),
      { type: 'text', x: 4.5, y: 51.2, text: 'Operation of a motor vehicle constitutes consent to any sobriety test required by law.', size: 1.3, bold: true, fill: INK, maxWidth: 77 },
    ],
  };
}

/** Pennsylvania, 2016 design: numbered captions with colons, names and address numbered only. */
function pennsylvaniaFront(h: Holder, rng: Rng): CardSpec {
  const blue = '#2a4e8f';
  const cap = { capFill: blue, numFill: '#5a6478', valFill: INK, capSize: 1.8 };
  const address = addressLines(h, true, true);
  const down = (address.length - 2) * 2.4;
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#e9eef3', '#f1ede6'], pattern: '#c9d3df' },
    elements: [
      { type: 'rect', x: 3, y: 2.4, w: 35, h: 6.8, fill: '#1f3669' },
      { type: 'text', x: 4.2, y: 7.6, text: 'Pennsylvania', size: 4.8, bold: true, font: 'serif', fill: '#ffffff' },
      { type: 'text', x: 21, y: 11, text: 'visitPA.com', size: 1.4, fill: '#1f3669' },
      { type: 'text', x: 33, y: 11, text: 'USA', size: 1.5, bold: true, fill: '#1f3669' },
      { type: 'text', x: 44, y: 6.2, text: "DRIVER'S LICENSE", size: 3.1, bold: true, fill: '#24407a' },
      { type: 'photo', x: 3.5, y: 12.4, w: 23.6, h: 32.6 },
      ...inline(28.6, 15.2, '4d', 'DLN:', h.numberPrinted, { ...cap, valueX: 37.2, valSize: 3.1 }),
      ...inline(62, 15.2, '', 'DUPS:', pad2(rng.int(0, 3)), { ...cap, valSize: 2.6 }),
      ...inline(28.6, 18.7, '3', 'DOB:', slash(h.birth), { ...cap, valueX: 37.2, valSize: 2.9 }),
      ...inline(28.6, 22.2, '4b', 'EXP:', slash(h.expiry), { ...cap, valueX: 37.2, valSize: 2.9 }),
      ...inline(59, 22.2, '4a', 'ISS:', slash(h.issue), { ...cap, valSize: 2.9 }),
      ...lines(30.2, 25.8, '1', [h.lastName], { ...cap, valSize: 2.5, maxWidth: 36 }),
      ...lines(30.2, 28.4, '2', [h.givenNames], { ...cap, valSize: 2.5, maxWidth: 36 }),
      ...lines(30.2, 31.0, '8', address, { ...cap, valSize: 2.2, lead: 2.4, maxWidth: 36 }),
      ...inline(28.6, 36.6 + down, '15', 'SEX:', h.sex, { ...cap, valSize: 2.3 }),
      ...inline(39.5, 36.6 + down, '18', 'EYES:', h.eyes, { ...cap, valSize: 2.3 }),
      ...inline(28.6, 39.4 + down, '16', 'HGT:', h.heightPrinted, { ...cap, valSize: 2.3 }),
      ...inline(28.6, 42.6 + down, '9', 'CLASS:', h.vehicleClass, { ...cap, valSize: 2.3 }),
      ...inline(28.6, 45.2 + down, '9a', 'END:', h.endorsements, { ...cap, valSize: 2.3 }),
      ...inline(28.6, 47.8 + down, '12', 'RESTR:', h.restrictions, { ...cap, valSize: 2.3 }),
      { type: 'rect', x: 57, y: 41.4, w: 13.5, h: 7.6, fill: '#eef2f8', stroke: '#1f3669', r: 1 },
      { type: 'text', x: 59.6, y: 47.4, text: 'DL', size: 4.2, bold: true, fill: '#1f3669' },
      ...ghost(72, 36, 11, 15),
      ...(h.donor ? [{ type: 'text', x: 63, y: 52.3, text: 'ORGAN DONOR', size: 1.6, bold: true, fill: INK } as CardElement] : []),
      ...inline(46.5, 51, '5', 'DD:', h.discriminator.slice(0, 13), { ...cap, capSize: 1.4, valSize: 1.4, valBold: false }),
      { type: 'signature', x: 4, y: 50 },
    ],
  };
}

/** Illinois, 2016 design as publicly described: numbered captions over their values, in rows. */
function illinoisFront(h: Holder): CardSpec {
  const blue = '#1f4f9a';
  const cap = { capFill: blue, numFill: '#50607a', valFill: INK, capSize: 1.7 };
  const address = addressLines(h);
  const down = (address.length - 2) * 2.6;
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#edf1f7', '#f6f0e0'], pattern: '#cfd8e8' },
    elements: [
      { type: 'text', x: 4, y: 8, text: 'ILLINOIS', size: 5.4, bold: true, fill: '#1f3f7f' },
      { type: 'text', x: 33, y: 8, text: 'USA', size: 1.8, bold: true, fill: '#1f3f7f' },
      { type: 'text', x: 44, y: 8, text: "DRIVER'S LICENSE", size: 3.0, bold: true, fill: INK },
      { type: 'photo', x: 3.5, y: 11, w: 24, h: 32 },
      ...stacked(30, 12.6, '4d', 'DL NUMBER', h.numberPrinted, { ...cap, valSize: 3.0 }),
      ...stacked(67, 12.6, '9', 'CLASS', h.vehicleClass, { ...cap, valSize: 3.0 }),
      ...lines(31.4, 20.6, '1', [h.lastName], { ...cap, valSize: 2.7, maxWidth: 50 }),
      ...lines(31.4, 23.8, '2', [h.givenNames], { ...cap, valSize: 2.7, maxWidth: 50 }),
      ...lines(31.4, 27.6, '8', address, { ...cap, valSize: 2.4, lead: 2.7, maxWidth: 50 }),
      ...stacked(30, 34.4 + down, '3', 'DOB', slash(h.birth), { ...cap, valSize: 2.6 }),
      ...stacked(48, 34.4 + down, '4b', 'EXP', slash(h.expiry), { ...cap, valSize: 2.6 }),
      ...stacked(66, 34.4 + down, '4a', 'ISS', slash(h.issue), { ...cap, valSize: 2.4 }),
      ...stacked(30, 40.6 + down, '15', 'SEX', h.sex, { ...cap, valSize: 2.5 }),
      ...stacked(39, 40.6 + down, '16', 'HGT', h.heightPrinted, { ...cap, valSize: 2.5 }),
      ...stacked(51, 40.6 + down, '17', 'WGT', `${h.weight} lb`, { ...cap, valSize: 2.5 }),
      ...stacked(63, 40.6 + down, '18', 'EYES', h.eyes, { ...cap, valSize: 2.5 }),
      ...inline(30, 48.2 + down / 2, '9a', 'END', h.endorsements, { ...cap, valSize: 2.3 }),
      ...inline(51, 48.2 + down / 2, '12', 'RESTR', h.restrictions, { ...cap, valSize: 2.3 }),
      ...(down ? [] : inline(30, 51.6, '5', 'DD', h.discriminator, { ...cap, capSize: 1.4, valSize: 1.5, valBold: false })),
      ...ghost(75, 39.5, 8.5, 11),
      { type: 'signature', x: 4, y: 48.5 },
    ],
  };
}

/**
 * The back: the state's notice, the PDF417 symbol with the AAMVA data of the same licence (as on every
 * REAL ID-era US licence) and a line of small print.
 */
function backSide(h: Holder, profile: StateProfile, rng: Rng): CardSpec {
  const data = buildAamvaData({
    iin: profile.iin,
    country: 'USA',
    familyName: h.lastName,
    firstName: h.first,
    middleName: h.middle,
    birth: h.birth,
    issue: h.issue,
    expiry: h.expiry,
    sex: h.sex,
    eyes: h.eyes,
    hair: h.hair,
    height: h.heightInches,
    weight: h.weight,
    street: [h.street, h.unit].filter(Boolean).join(' '),
    city: h.city,
    jurisdiction: h.state,
    postalCode: h.zip,
    customerId: h.numberPrinted.replace(/[\s-]/g, ''),
    discriminator: h.discriminator,
    vehicleClass: h.vehicleClass,
    restrictions: h.restrictions,
    endorsements: h.endorsements,
    organDonor: h.donor,
  });
  const notice: Record<StateCode, string> = {
    CA: 'STATE OF CALIFORNIA - DEPARTMENT OF MOTOR VEHICLES',
    NY: 'THIS DOCUMENT IS ISSUED BY THE NEW YORK STATE DEPARTMENT OF MOTOR VEHICLES',
    TX: 'TEXAS DEPARTMENT OF PUBLIC SAFETY - DRIVER LICENSE DIVISION',
    FL: 'DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES',
    PA: 'COMMONWEALTH OF PENNSYLVANIA - DEPARTMENT OF TRANSPORTATION',
    IL: 'ILLINOIS SECRETARY OF STATE',
  };
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#f3f3ef', '#e9edf0'], pattern: '#d8dde3' },
    elements: [
      { type: 'text', x: 42.8, y: 6, text: notice[h.state], size: 1.5, bold: true, fill: '#333333', anchor: 'middle', maxWidth: 78 },
      { type: 'barcode', format: 'pdf417', data, x: 5, y: 10, w: 75.6, h: 26 },
      { type: 'text', x: 5, y: 41, text: `${h.state} ${digits(rng, 4)}${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${digits(rng, 6)}`, size: 1.6, fill: '#444444' },
      { type: 'text', x: 5, y: 46, text: 'If found, drop in any mailbox. Postage guaranteed.', size: 1.4, fill: '#444444' },
    ],
  };
}
