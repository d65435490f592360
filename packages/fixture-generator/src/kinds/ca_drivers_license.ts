import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { buildAamvaData } from './us_drivers_license-aamva';
import { inline, lines, soundex, stacked } from './us_drivers_license-parts';
import { randomDate } from '../random-date';

type Province = 'ON' | 'BC' | 'AB' | 'QC';

/** One licence holder and the licence, in the printed forms of the issuing province. */
interface Holder {
  province: Province;
  lastName: string;
  givenNames: string;
  first: string;
  middle: string;
  sex: 'M' | 'F';
  birth: CalendarDate;
  issue: CalendarDate;
  expiry: CalendarDate;
  number: string;
  street: string;
  city: string;
  postalCode: string;
  heightCm: number;
  weightKg: number;
  eyes: string;
  hair: string;
  licenceClass: string;
  /** As printed; '' where the province prints nothing when there is none. */
  restrictions: string;
  discriminator: string;
  donor: boolean;
}

interface ProvinceProfile {
  code: Province;
  iin: string;
  /** City and the first three characters of its postal codes. */
  cities: Array<[string, string]>;
  classes: string[];
  /** [value when restricted, value when not]. */
  restrictions: [string[], string];
  validity: number;
  french: boolean;
  number(rng: Rng, h: Omit<Holder, 'number' | 'discriminator'>): string;
  discriminator(rng: Rng): string;
  /** Street line and city line as printed. */
  address(h: Omit<Holder, 'number' | 'discriminator'>): [string, string];
  /** What the front prints of the optional fields. */
  prints: { eyes: boolean; hair: boolean; weight: boolean; donor: boolean };
  front(h: Holder): CardSpec;
}

const MALE = ['LIAM', 'NOAH', 'OLIVER', 'ETHAN', 'LUCAS', 'BENJAMIN', 'WILLIAM', 'JACOB', 'JAMES', 'LOGAN', 'ALEXANDER', 'OWEN',
  'MATTHEW', 'RYAN', 'TYLER', 'DYLAN', 'JUSTIN', 'KEVIN', 'DANIEL', 'MICHAEL', 'ROBERT', 'DAVID', 'BRANDON', 'JORDAN', 'CONNOR',
  'HARPREET', 'ARJUN', 'WEI', 'JASON', 'ANDREW'];
const FEMALE = ['OLIVIA', 'EMMA', 'CHARLOTTE', 'AVA', 'SOPHIA', 'AMELIA', 'CHLOE', 'EMILY', 'HANNAH', 'SARAH', 'JESSICA', 'JENNIFER',
  'AMANDA', 'MEGAN', 'LAUREN', 'PRIYA', 'STEPHANIE', 'NICOLE', 'REBECCA', 'KAYLA', 'ASHLEY', 'MADISON', 'AVERY', 'ABIGAIL',
  'VICTORIA', 'NATALIE', 'RACHEL', 'MEI', 'SIMRAN', 'KATHERINE'];
const MIDDLE_M = ['JAMES', 'LEE', 'JOHN', 'ALEXANDER', 'PAUL', 'DAVID', 'THOMAS', 'EDWARD'];
const MIDDLE_F = ['ANNE', 'MARIE', 'LEE', 'ROSE', 'LYNN', 'GRACE', 'ELIZABETH', 'JANE'];
const SURNAMES = ['SMITH', 'BROWN', 'TREMBLAY', 'MARTIN', 'ROY', 'WILSON', 'MACDONALD', 'TAYLOR', 'CAMPBELL', 'ANDERSON', 'JONES',
  'LEBLANC', 'THOMPSON', 'WHITE', 'LEE', 'WONG', 'SINGH', 'PATEL', 'NGUYEN', 'CHEN', 'MACKENZIE', 'MORRISON', 'STEWART', 'SCOTT',
  'YOUNG', 'JOHNSTON', 'WILLIAMS', 'CLARKE', 'REID', 'ROSS', 'FRASER', 'MCLEAN', 'GILL', 'LI', 'KELLY', 'MURRAY', "O'NEIL", 'BAKER'];
const MALE_FR = ['JEAN', 'FRANÇOIS', 'MATHIEU', 'ALEXANDRE', 'GABRIEL', 'SAMUEL', 'LOUIS', 'ÉTIENNE', 'OLIVIER', 'PHILIPPE',
  'JÉRÔME', 'MARC-ANDRÉ', 'SÉBASTIEN', 'NICOLAS', 'FÉLIX', 'THOMAS', 'ANTOINE', 'VINCENT', 'MAXIME', 'DENIS'];
const FEMALE_FR = ['MARIE', 'JULIE', 'ISABELLE', 'SOPHIE', 'CATHERINE', 'MÉLANIE', 'GENEVIÈVE', 'ÉMILIE', 'CAMILLE', 'LÉA', 'CHLOÉ',
  'MARIE-ÈVE', 'NATHALIE', 'AUDREY', 'VALÉRIE', 'JOSÉE', 'STÉPHANIE', 'ANNIE', 'CAROLINE', 'MARYSE'];
const MIDDLE_FR_M = ['JOSEPH', 'PIERRE', 'ANDRÉ', 'CLAUDE', 'MICHEL'];
const MIDDLE_FR_F = ['MARIE', 'ANNE', 'LOUISE', 'HÉLÈNE', 'CLAUDE'];
const SURNAMES_FR = ['TREMBLAY', 'GAGNON', 'ROY', 'CÔTÉ', 'BOUCHARD', 'GAUTHIER', 'MORIN', 'LAVOIE', 'FORTIN', 'GAGNÉ', 'OUELLET',
  'PELLETIER', 'BÉLANGER', 'LÉVESQUE', 'BERGERON', 'LEBLANC', 'PAQUETTE', 'GIRARD', 'SIMARD', 'BOUCHER', 'CARON', 'BEAULIEU',
  'CLOUTIER', 'DUBÉ', 'POIRIER', 'FOURNIER', 'LAPOINTE', 'LEDUC', 'NADEAU', 'THIBAULT'];
const STREETS = ['MAIN', 'KING', 'QUEEN', 'YONGE', 'BAY', 'MAPLE', 'OAK', 'CEDAR', 'PINE', 'ELM', 'BIRCH', 'RIVER', 'LAKESHORE',
  'VICTORIA', 'DUNDAS', 'BLOOR', 'GRANVILLE', 'JASPER', 'MACLEOD', 'HASTINGS', 'CHURCH', 'MILL', 'PARK', 'HILLCREST', 'WELLINGTON'];
const STREET_TYPES = ['ST', 'AVE', 'RD', 'DR', 'CRES', 'BLVD', 'CRT', 'WAY', 'PL', 'TRAIL'];
const RUES = ['RUE PRINCIPALE', 'RUE SAINT-JEAN', 'BOUL. SAINT-LAURENT', 'RUE SHERBROOKE', 'AV. DU PARC', 'RUE NOTRE-DAME',
  'CH. SAINTE-FOY', 'RUE DES ÉRABLES', 'BOUL. RENÉ-LÉVESQUE', 'RUE DE LA GARE', 'RUE CHAMPLAIN', 'AV. CARTIER'];
const EYES = ['BRO', 'BRO', 'BRO', 'BLU', 'BLU', 'GRN', 'HAZ', 'GRY', 'BLK'];
const HAIR = ['BRO', 'BRO', 'BLK', 'BLK', 'BLN', 'RED', 'GRY', 'WHI'];
// Postal codes never use D, F, I, O, Q or U.
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

const INK = '#151515';
const ymd = (sep: string) => (d: CalendarDate): string => `${d.year}${sep}${pad2(d.month)}${sep}${pad2(d.day)}`;
const slashYmd = ymd('/');
const dashYmd = ymd('-');
const digits = (rng: Rng, n: number): string => rng.chars('0123456789', n);

/**
 * Canadian provincial driver's licences (AAMVA DL/ID design, as the provinces adopted it): Ontario and
 * Quebec with bilingual captions (English/French, French/English) over their values, British Columbia and
 * Alberta with captions before their values. Dates year first (YYYY/MM/DD or YYYY-MM-DD), heights in
 * centimetres ("175 cm"), weights in kilograms ("70 kg"). The back carries a PDF417 symbol with the AAMVA
 * data of the same licence. See fixtures/ca_drivers_license/LAYOUT.md.
 */
export const generator: KindGenerator = {
  documentType: 'ca_drivers_license',
  generate(rng: Rng) {
    const profile = rng.pick(Object.values(PROVINCES));
    const h = makeHolder(rng, profile);
    const [streetLine, cityLine] = profile.address(h);
    const fields: Record<string, string> = {
      firstName: h.givenNames,
      lastName: h.lastName,
      licenseNumber: h.number.replace(/\s+/g, ''),
      licenseClass: h.licenceClass,
      dateOfBirth: h.birth.iso(),
      issueDate: h.issue.iso(),
      expiryDate: h.expiry.iso(),
      address: `${streetLine} ${cityLine}`,
      gender: h.sex,
      height: `${h.heightCm} cm`,
      eyeColor: profile.prints.eyes ? h.eyes : '',
      hairColor: profile.prints.hair ? h.hair : '',
      weight: profile.prints.weight ? `${h.weightKg} kg` : '',
      restrictions: h.restrictions,
      organDonorStatus: profile.prints.donor && h.donor ? 'DONOR' : '',
      documentDiscriminator: h.discriminator,
    };
    return {
      fields,
      sides: [profile.front(h), backSide(h, profile, rng)],
      // Every field prints on the front; the back's barcode is read by the rules, not listed here.
      sideFields: [Object.keys(fields), []],
      variant: profile.code,
    };
  },
};

function makeHolder(rng: Rng, profile: ProvinceProfile): Holder {
  const sex = rng.chance(0.5) ? 'F' : 'M';
  const first = rng.pick(profile.french ? (sex === 'F' ? FEMALE_FR : MALE_FR) : sex === 'F' ? FEMALE : MALE);
  const middle = rng.chance(0.4) ? rng.pick(profile.french ? (sex === 'F' ? MIDDLE_FR_F : MIDDLE_FR_M) : sex === 'F' ? MIDDLE_F : MIDDLE_M) : '';
  const lastName = rng.pick(profile.french ? SURNAMES_FR : SURNAMES);
  const birth = randomDate(rng, 1950, 2007);
  let issue = randomDate(rng, REFERENCE_DATE.year - profile.validity + 1, REFERENCE_DATE.year, REFERENCE_DATE);
  if (issue.dayNumber() < birth.addYears(16).dayNumber()) issue = birth.addYears(16).addDays(rng.int(0, 200));
  if (issue.dayNumber() > REFERENCE_DATE.dayNumber()) issue = REFERENCE_DATE.addDays(-rng.int(1, 90));
  const end = issue.addYears(profile.validity);
  // Licences run to the holder's birthday.
  const expiry = new CalendarDate(end.year, birth.month, Math.min(birth.day, CalendarDate.daysInMonth(end.year, birth.month)));
  const [city, fsa] = rng.pick(profile.cities);
  const postalCode = `${fsa} ${rng.int(0, 9)}${rng.chars(POSTAL_LETTERS, 1)}${rng.int(0, 9)}`;
  const street = profile.french
    ? `${rng.int(1, 9800)}${rng.chance(0.2) ? `, APP. ${rng.int(1, 30)}` : ''} ${rng.pick(RUES)}`
    : `${rng.chance(0.2) ? `${rng.int(1, 30)}-` : ''}${rng.int(1, 9800)} ${rng.pick(STREETS)} ${rng.pick(STREET_TYPES)}${rng.chance(0.15) ? ` ${rng.pick(['N', 'S', 'E', 'W'])}` : ''}`;
  const heightCm = Math.round(sex === 'F' ? 163 + rng.normal() * 6.5 : 177 + rng.normal() * 7);
  const weightKg = Math.round(sex === 'F' ? 66 + rng.normal() * 11 : 83 + rng.normal() * 13);
  const [restricted, unrestricted] = profile.restrictions;
  const base = {
    province: profile.code,
    lastName,
    givenNames: middle ? `${first} ${middle}` : first,
    first,
    middle,
    sex,
    birth,
    issue,
    expiry,
    street,
    city,
    postalCode,
    heightCm: Math.max(145, Math.min(205, heightCm)),
    weightKg: Math.max(42, weightKg),
    eyes: rng.pick(EYES),
    hair: rng.pick(HAIR),
    licenceClass: rng.pick(profile.classes),
    restrictions: rng.chance(0.35) ? rng.pick(restricted) : unrestricted,
    donor: rng.chance(0.35),
  } satisfies Omit<Holder, 'number' | 'discriminator'>;
  return { ...base, number: profile.number(rng, base), discriminator: profile.discriminator(rng) };
}


/** A letter's band in the name codes of the provinces that encode names (Ontario, Quebec). */
function nameCode(name: string, width: number): string {
  const letters = name.normalize('NFD').replace(/[^A-Z]/g, '');
  const value = [...letters].reduce((sum, ch, i) => sum + (ch.charCodeAt(0) - 64) * (i + 1) * 7, 0);
  return String(value % 10 ** width).padStart(width, '0');
}

const PROVINCES: Record<Province, ProvinceProfile> = {
  ON: {
    code: 'ON',
    iin: '636012',
    cities: [['TORONTO', 'M5V'], ['TORONTO', 'M4C'], ['OTTAWA', 'K1P'], ['HAMILTON', 'L8P'], ['LONDON', 'N6A'], ['MISSISSAUGA', 'L5B'],
      ['SUDBURY', 'P3E'], ['KINGSTON', 'K7L'], ['WINDSOR', 'N9A'], ['BARRIE', 'L4M'], ['WATERLOO', 'N2L']],
    classes: ['G', 'G', 'G', 'G2', 'G1', 'GM', 'M', 'DG'],
    restrictions: [['X'], ''],
    validity: 5,
    french: false,
    // e.g. S5778-40219-01515: surname letter and code, given-name codes, then YY MM(+50 women) DD
    number: (_rng, h) => {
      const yy = pad2(h.birth.year % 100);
      const mm = pad2(h.birth.month + (h.sex === 'F' ? 50 : 0));
      const code = soundex(h.lastName).slice(1) + nameCode(h.lastName, 1);
      const given = nameCode(h.first, 3) + (h.middle ? String((h.middle.charCodeAt(0) - 64) % 10) : '0');
      return `${h.lastName.replace(/[^A-Z]/g, '')[0]}${code}-${given}${yy[0]}-${yy[1]}${mm}${pad2(h.birth.day)}`;
    },
    // e.g. RY2731092: the card's reference number
    discriminator: (rng) => rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + digits(rng, 7),
    address: (h) => [h.street, `${h.city}, ON ${h.postalCode}`],
    prints: { eyes: false, hair: false, weight: false, donor: false },
    front: ontarioFront,
  },
  BC: {
    code: 'BC',
    iin: '636028',
    cities: [['VANCOUVER', 'V6B'], ['VANCOUVER', 'V5K'], ['VICTORIA', 'V8W'], ['SURREY', 'V3T'], ['KELOWNA', 'V1Y'], ['BURNABY', 'V5H'],
      ['RICHMOND', 'V6X'], ['KAMLOOPS', 'V2C'], ['NANAIMO', 'V9R'], ['PRINCE GEORGE', 'V2L']],
    classes: ['5', '5', '5', '5', '5', '5', '7', '7', '6', '7L', '1'],
    restrictions: [['21', '21', '25'], 'NONE'],
    validity: 5,
    french: false,
    // e.g. 7654321: seven digits
    number: (rng) => rng.chars('123456789', 1) + digits(rng, 6),
    discriminator: (rng) => digits(rng, 8),
    address: (h) => [h.street, `${h.city} BC ${h.postalCode}`],
    prints: { eyes: true, hair: true, weight: true, donor: false },
    front: britishColumbiaFront,
  },
  AB: {
    code: 'AB',
    iin: '604432',
    cities: [['CALGARY', 'T2P'], ['CALGARY', 'T3A'], ['EDMONTON', 'T5J'], ['EDMONTON', 'T6E'], ['RED DEER', 'T4N'], ['LETHBRIDGE', 'T1J'],
      ['MEDICINE HAT', 'T1A'], ['AIRDRIE', 'T4B'], ['GRANDE PRAIRIE', 'T8V'], ['ST. ALBERT', 'T8N']],
    classes: ['5', '5', '5', '5', '5', '5', '7', '6', '5-GDL', '1'],
    restrictions: [['A', 'A', 'B'], 'NONE'],
    validity: 5,
    french: false,
    // e.g. 123456-789: six digits, a dash, three digits
    number: (rng) => `${rng.chars('123456789', 1)}${digits(rng, 5)}-${digits(rng, 3)}`,
    discriminator: (rng) => `${digits(rng, 8)}-${digits(rng, 5)}`,
    address: (h) => [h.street, `${h.city}, AB ${h.postalCode}`],
    prints: { eyes: true, hair: true, weight: true, donor: true },
    front: albertaFront,
  },
  QC: {
    code: 'QC',
    iin: '604428',
    cities: [['MONTRÉAL', 'H2X'], ['MONTRÉAL', 'H3B'], ['QUÉBEC', 'G1R'], ['LAVAL', 'H7N'], ['GATINEAU', 'J8Y'], ['SHERBROOKE', 'J1H'],
      ['LONGUEUIL', 'J4K'], ['TROIS-RIVIÈRES', 'G9A'], ['SAGUENAY', 'G7H'], ['LÉVIS', 'G6V']],
    classes: ['5', '5', '5', '5', '5', '5', '6A', '5 6A', '1'],
    restrictions: [['Y', 'Y', 'X'], ''],
    validity: 8,
    french: true,
    // e.g. T6534-120390-08: surname letter and code, the birth date DDMMYY, a sequence
    number: (rng, h) => {
      const letter = h.lastName.normalize('NFD').replace(/[^A-Z]/g, '')[0];
      return `${letter}${nameCode(h.lastName, 4)}-${pad2(h.birth.day)}${pad2(h.birth.month)}${pad2(h.birth.year % 100)}-${pad2(rng.int(0, 9))}`;
    },
    discriminator: (rng) => rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + digits(rng, 10),
    address: (h) => [h.street, `${h.city} QC ${h.postalCode}`],
    prints: { eyes: false, hair: false, weight: false, donor: false },
    front: quebecFront,
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Fronts. Coordinates in mm on an 85.6 × 53.98 mm card.

const ghost = (x: number, y: number, w: number, h: number): CardElement[] => [
  { type: 'photo', x, y, w, h },
  { type: 'rect', x, y, w, h, fill: '#ffffff', opacity: 0.45 },
];

/** Ontario: bilingual captions (English/French) over their values, names and address without captions. */
function ontarioFront(h: Holder): CardSpec {
  const blue = '#1b3f8b';
  const cap = { capFill: blue, numFill: '#4f5d75', capBold: false, capSize: 1.5, numSize: 1.4, valFill: INK, numGap: 0.45 };
  const [streetLine, cityLine] = PROVINCES.ON.address(h);
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#eef2ee', '#e5edf5'], pattern: '#c6d6cc' },
    elements: [
      { type: 'rect', x: 3.5, y: 3, w: 6, h: 6, r: 3, fill: '#2e7d4f' },
      { type: 'text', x: 11, y: 8.2, text: 'ONTARIO', size: 5, bold: true, fill: blue },
      { type: 'text', x: 47, y: 5.4, text: "DRIVER'S LICENCE", size: 2.4, bold: true, fill: INK },
      { type: 'text', x: 47, y: 8.4, text: 'PERMIS DE CONDUIRE', size: 2.2, bold: true, fill: INK },
      { type: 'photo', x: 3.5, y: 11, w: 24, h: 31 },
      ...lines(30, 13.2, '', ['NAME/NOM'], { valSize: 1.4, valBold: false, valFill: blue }),
      ...lines(30, 16.4, '', [`${h.lastName},`, h.givenNames, streetLine, cityLine], { valSize: 2.5, lead: 2.95, maxWidth: 52 }),
      ...stacked(30, 29.6, '4d', 'NUMBER/NUMÉRO', h.number, { ...cap, valSize: 2.9 }),
      ...stacked(64, 29.6, '5', 'DD/REF', h.discriminator, { ...cap, valSize: 2.2 }),
      ...stacked(30, 36.4, '3', 'DOB/DDN', slashYmd(h.birth), { ...cap, valSize: 2.6 }),
      ...stacked(49, 36.4, '4a', 'ISS/DÉL', slashYmd(h.issue), { ...cap, valSize: 2.6 }),
      ...stacked(68, 36.4, '4b', 'EXP/EXP', slashYmd(h.expiry), { ...cap, valSize: 2.6 }),
      ...stacked(30, 43.2, '15', 'SEX/SEXE', h.sex, { ...cap, valSize: 2.5 }),
      ...stacked(45, 43.2, '16', 'HGT/HAUT', `${h.heightCm} cm`, { ...cap, valSize: 2.5 }),
      ...stacked(60, 43.2, '9', 'CLASS/CATÉGORIE', h.licenceClass, { ...cap, valSize: 2.5 }),
      ...stacked(30, 49.4, '12', 'REST/COND', h.restrictions, { ...cap, valSize: 2.4 }),
      ...ghost(75, 43, 8, 9.5),
      { type: 'signature', x: 4, y: 48.5 },
    ],
  };
}

/** British Columbia: captions before their values, names and address without captions. */
function britishColumbiaFront(h: Holder): CardSpec {
  const navy = '#1c3f78';
  const cap = { capFill: navy, capSize: 1.8, valFill: INK, gap: 1 };
  const [streetLine, cityLine] = PROVINCES.BC.address(h);
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#e9eff6', '#f3efe6'], pattern: '#c8d3e2' },
    elements: [
      { type: 'rect', x: 0, y: 0, w: 85.6, h: 9.5, fill: '#cfdcee', opacity: 0.9 },
      { type: 'text', x: 4, y: 6.8, text: 'BRITISH COLUMBIA', size: 3.6, bold: true, fill: navy },
      { type: 'text', x: 45, y: 6.8, text: 'CANADA', size: 1.8, bold: true, fill: navy },
      { type: 'text', x: 58, y: 6.8, text: "DRIVER'S LICENCE", size: 2.7, bold: true, fill: INK },
      { type: 'photo', x: 3.5, y: 11.5, w: 24, h: 31 },
      ...inline(30, 14, '', 'DL:', h.number, { ...cap, valSize: 3.0 }),
      ...inline(63, 14, '', 'CLASS:', h.licenceClass, { ...cap, valSize: 3.0 }),
      ...lines(30, 18.2, '', [`${h.lastName},`, h.givenNames], { valSize: 2.7, lead: 3.1, maxWidth: 52 }),
      ...lines(30, 25.2, '', [streetLine, cityLine], { valSize: 2.3, lead: 2.8, maxWidth: 52 }),
      ...inline(30, 32.6, '', 'DOB:', slashYmd(h.birth), { ...cap, valSize: 2.6 }),
      ...inline(57, 32.6, '', 'SEX:', h.sex, { ...cap, valSize: 2.6 }),
      ...inline(30, 36.0, '', 'ISS:', slashYmd(h.issue), { ...cap, valSize: 2.4 }),
      ...inline(57, 36.0, '', 'HGT:', `${h.heightCm} cm`, { ...cap, valSize: 2.4 }),
      ...inline(30, 39.4, '', 'EXP:', slashYmd(h.expiry), { ...cap, valSize: 2.6, valFill: '#a3202a' }),
      ...inline(57, 39.4, '', 'WGT:', `${h.weightKg} kg`, { ...cap, valSize: 2.4 }),
      ...inline(30, 42.8, '', 'EYES:', h.eyes, { ...cap, valSize: 2.4 }),
      ...inline(46, 42.8, '', 'HAIR:', h.hair, { ...cap, valSize: 2.4 }),
      ...inline(30, 46.2, '', 'RESTR:', h.restrictions, { ...cap, valSize: 2.4 }),
      ...inline(30, 50.4, '', 'DD:', h.discriminator, { ...cap, capSize: 1.5, valSize: 1.9, valBold: false }),
      ...ghost(72, 40, 10, 12),
      { type: 'signature', x: 4, y: 49 },
    ],
  };
}

/** Alberta: AAMVA field numbers and captions before their values, the donor mark under the photo. */
function albertaFront(h: Holder): CardSpec {
  const blue = '#0a3a7a';
  const cap = { capFill: blue, numFill: '#4f5d75', capSize: 1.8, valFill: INK, numGap: 0.6 };
  const [streetLine, cityLine] = PROVINCES.AB.address(h);
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#eef1f6', '#f5eee3'], pattern: '#cdd6e4' },
    elements: [
      { type: 'text', x: 4, y: 8.2, text: 'ALBERTA', size: 5.2, bold: true, fill: blue },
      { type: 'text', x: 30, y: 8.2, text: 'CANADA', size: 1.8, bold: true, fill: blue },
      { type: 'text', x: 48, y: 8.2, text: "DRIVER'S LICENCE", size: 2.9, bold: true, fill: INK },
      { type: 'photo', x: 3.5, y: 11, w: 24, h: 31 },
      ...inline(29.5, 14, '4d', 'DL', h.number, { ...cap, valSize: 3.0 }),
      ...inline(63, 14, '9', 'CLASS', h.licenceClass, { ...cap, valSize: 3.0 }),
      ...lines(31.4, 18.2, '1', [h.lastName], { ...cap, valSize: 2.7, maxWidth: 50 }),
      ...lines(31.4, 21.4, '2', [h.givenNames], { ...cap, valSize: 2.7, maxWidth: 50 }),
      ...lines(31.4, 25.2, '8', [streetLine, cityLine], { ...cap, valSize: 2.3, lead: 2.8, maxWidth: 50 }),
      ...inline(29.5, 32.8, '3', 'DOB', dashYmd(h.birth), { ...cap, valSize: 2.6 }),
      ...inline(57, 32.8, '4b', 'EXP', dashYmd(h.expiry), { ...cap, valSize: 2.6, valFill: '#a3202a' }),
      ...inline(29.5, 36.3, '4a', 'ISS', dashYmd(h.issue), { ...cap, valSize: 2.4 }),
      ...inline(57, 36.3, '12', 'COND', h.restrictions, { ...cap, valSize: 2.4 }),
      ...inline(29.5, 39.8, '15', 'SEX', h.sex, { ...cap, valSize: 2.4 }),
      ...inline(42, 39.8, '16', 'HGT', `${h.heightCm} cm`, { ...cap, valSize: 2.4 }),
      ...inline(61, 39.8, '17', 'WGT', `${h.weightKg} kg`, { ...cap, valSize: 2.4 }),
      ...inline(29.5, 43.3, '18', 'EYES', h.eyes, { ...cap, valSize: 2.4 }),
      ...inline(48, 43.3, '19', 'HAIR', h.hair, { ...cap, valSize: 2.4 }),
      ...inline(29.5, 47.2, '5', 'DD', h.discriminator, { ...cap, capSize: 1.5, valSize: 1.9, valBold: false }),
      ...(h.donor
        ? [
            { type: 'rect', x: 4.5, y: 43.2, w: 3.4, h: 3.2, r: 1.6, fill: '#c8323c' } as CardElement,
            { type: 'text', x: 9, y: 45.8, text: 'DONOR', size: 2.2, bold: true, fill: '#a3202a' } as CardElement,
          ]
        : []),
      ...ghost(74.5, 42, 9, 11),
      { type: 'signature', x: 4, y: 51 },
    ],
  };
}

/** Quebec, 2015 design: French/English captions over their values, a black-and-white portrait. */
function quebecFront(h: Holder): CardSpec {
  const blue = '#1f4e9c';
  const cap = { capFill: blue, numFill: '#4f5d75', capBold: false, capSize: 1.5, numSize: 1.4, valFill: INK, numGap: 0.45 };
  const [streetLine, cityLine] = PROVINCES.QC.address(h);
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#edf2f8', '#f5f1e8'], pattern: '#cdd8e7' },
    elements: [
      { type: 'text', x: 4, y: 8.2, text: 'Québec', size: 5.4, bold: true, fill: blue },
      { type: 'rect', x: 76, y: 2.6, w: 6.5, h: 6.5, fill: blue },
      { type: 'text', x: 79.25, y: 7.4, text: '⚜', size: 4.4, fill: '#ffffff', anchor: 'middle' },
      { type: 'text', x: 38, y: 5.8, text: 'PERMIS DE CONDUIRE', size: 2.6, bold: true, fill: INK },
      { type: 'text', x: 38, y: 8.6, text: "DRIVER'S LICENCE", size: 1.8, fill: INK },
      { type: 'photo', x: 3.5, y: 11, w: 24, h: 31 },
      ...stacked(30, 12.8, '1', 'Nom / Name', h.lastName, { ...cap, valSize: 2.6, maxWidth: 32 }),
      ...stacked(64, 12.8, '4a', 'Délivrance / Issued', dashYmd(h.issue), { ...cap, valSize: 2.3 }),
      ...stacked(30, 18.8, '2', 'Prénom / Given name', h.givenNames, { ...cap, valSize: 2.6, maxWidth: 32 }),
      ...stacked(64, 18.8, '5', 'Réf. / DD', h.discriminator, { ...cap, valSize: 2.0, valBold: false }),
      ...stacked(30, 24.8, '8', 'Adresse / Address', streetLine, { ...cap, valSize: 2.3, maxWidth: 52 }),
      { type: 'text', x: 30, y: 30.3, text: cityLine, size: 2.3, bold: true, fill: INK, maxWidth: 52 },
      ...stacked(30, 33.8, '4d', 'No de permis / Licence No', h.number, { ...cap, valSize: 2.8 }),
      ...stacked(30, 39.8, '3', 'Naissance / Birth', dashYmd(h.birth), { ...cap, valSize: 2.5 }),
      ...stacked(53, 39.8, '4b', 'Expiration / Expiry', dashYmd(h.expiry), { ...cap, valSize: 2.5 }),
      ...stacked(30, 45.8, '9', 'Classe / Class', h.licenceClass, { ...cap, valSize: 2.4 }),
      ...stacked(45, 45.8, '12', 'Cond.', h.restrictions, { ...cap, valSize: 2.4 }),
      ...stacked(55, 45.8, '15', 'Sexe / Sex', h.sex, { ...cap, valSize: 2.4 }),
      ...stacked(67, 45.8, '16', 'Taille / Height', `${h.heightCm} cm`, { ...cap, valSize: 2.4 }),
      { type: 'signature', x: 4, y: 49 },
    ],
  };
}

/** The back: the PDF417 symbol with the AAMVA data of the same licence, and the issuer's line. */
function backSide(h: Holder, profile: ProvinceProfile, rng: Rng): CardSpec {
  const [streetLine] = profile.address(h);
  const data = buildAamvaData({
    iin: profile.iin,
    country: 'CAN',
    familyName: h.lastName,
    firstName: h.first,
    middleName: h.middle,
    birth: h.birth,
    issue: h.issue,
    expiry: h.expiry,
    sex: h.sex,
    eyes: h.eyes,
    hair: h.hair,
    height: h.heightCm,
    weight: h.weightKg,
    street: streetLine,
    city: h.city,
    jurisdiction: h.province,
    postalCode: h.postalCode,
    customerId: h.number.replace(/[\s-]/g, ''),
    discriminator: h.discriminator,
    vehicleClass: h.licenceClass,
    restrictions: h.restrictions,
    endorsements: '',
    organDonor: h.donor,
  });
  const issuer: Record<Province, string> = {
    ON: 'MINISTRY OF TRANSPORTATION / MINISTÈRE DES TRANSPORTS',
    BC: 'INSURANCE CORPORATION OF BRITISH COLUMBIA',
    AB: 'GOVERNMENT OF ALBERTA - REGISTRY SERVICES',
    QC: "SOCIÉTÉ DE L'ASSURANCE AUTOMOBILE DU QUÉBEC",
  };
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#f3f3ef', '#e9edf0'], pattern: '#d8dde3' },
    elements: [
      { type: 'text', x: 42.8, y: 6, text: issuer[h.province], size: 1.5, bold: true, fill: '#333333', anchor: 'middle', maxWidth: 78 },
      { type: 'barcode', format: 'pdf417', data, x: 5, y: 10, w: 75.6, h: 26 },
      { type: 'text', x: 5, y: 42, text: `${h.province}${digits(rng, 10)}`, size: 1.6, fill: '#444444' },
    ],
  };
}
