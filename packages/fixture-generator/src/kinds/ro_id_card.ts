import { icaoCheckDigit } from '../icao-check-digit';
import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import { transliterateMrz } from '../transliterate-mrz';
import type { KindGenerator } from './kind-generator';
import { randomDate } from '../random-date';

// Frequent Romanian surnames and given names, as the card prints them: capitals with diacritics (Ș, Ț with
// the comma below), several given names joined by a hyphen.
const SURNAMES = [
  'POPESCU', 'POPA', 'POP', 'RADU', 'IONESCU', 'DUMITRU', 'STOICA', 'STAN', 'GHEORGHE', 'RUSU', 'MUNTEANU', 'MATEI',
  'CONSTANTIN', 'ȘERBAN', 'MOLDOVAN', 'ȘTEFAN', 'LUCA', 'MARIN', 'MIHAI', 'DINU', 'NISTOR', 'TUDOR', 'DOBRE', 'BARBU',
  'FLOREA', 'VASILE', 'ENACHE', 'CIOBANU', 'ANDREI', 'NĂSTASE', 'MIHĂILESCU', 'ȚURCANU', 'BĂLAN', 'ZAMFIR', 'OPREA',
];
const MALE = ['ANDREI', 'ALEXANDRU', 'IONUȚ', 'MIHAI', 'GABRIEL', 'ȘTEFAN', 'CRISTIAN', 'FLORIN', 'ION', 'GHEORGHE', 'VASILE', 'CONSTANTIN', 'DANIEL', 'ADRIAN', 'MARIUS', 'BOGDAN', 'RĂZVAN', 'COSMIN', 'VLAD', 'DRAGOȘ'];
const FEMALE = ['MARIA', 'ELENA', 'IOANA', 'ANDREEA', 'ALEXANDRA', 'ANA', 'CRISTINA', 'MIHAELA', 'GABRIELA', 'ROXANA', 'ALINA', 'DANIELA', 'IULIANA', 'RALUCA', 'LAURA', 'OANA', 'CORINA', 'ADRIANA', 'BIANCA', 'DIANA'];

interface County {
  /** CNP county code (JJ): 01-46 (41-46 Bucharest's sectors), 51, 52. */
  code: string;
  /** As printed in places: "Jud.CJ Mun.Cluj-Napoca", "Mun.București Sec.3". */
  place: string;
  /** The local population records office that issues the card. */
  office: string;
  /** Card series given out in the county. */
  series: string[];
}
const COUNTIES: County[] = [
  { code: '12', place: 'Jud.CJ Mun.Cluj-Napoca', office: 'SPCLEP Cluj-Napoca', series: ['CJ', 'KX'] },
  { code: '22', place: 'Jud.IS Mun.Iași', office: 'SPCLEP Iași', series: ['IS', 'MX', 'MZ'] },
  { code: '35', place: 'Jud.TM Mun.Timișoara', office: 'SPCLEP Timișoara', series: ['TM', 'TZ'] },
  { code: '13', place: 'Jud.CT Mun.Constanța', office: 'SPCLEP Constanța', series: ['KT', 'CT'] },
  { code: '08', place: 'Jud.BV Mun.Brașov', office: 'SPCLEP Brașov', series: ['BV', 'ZV'] },
  { code: '05', place: 'Jud.BH Mun.Oradea', office: 'SPCLEP Oradea', series: ['XH', 'BH'] },
  { code: '29', place: 'Jud.PH Mun.Ploiești', office: 'SPCLEP Ploiești', series: ['PH', 'PX'] },
  { code: '17', place: 'Jud.GL Mun.Galați', office: 'SPCLEP Galați', series: ['GL', 'ZL'] },
  { code: '16', place: 'Jud.DJ Mun.Craiova', office: 'SPCLEP Craiova', series: ['DX', 'DZ'] },
  { code: '32', place: 'Jud.SB Mun.Sibiu', office: 'SPCLEP Sibiu', series: ['SB', 'OB'] },
  { code: '04', place: 'Jud.BC Mun.Bacău', office: 'SPCLEP Bacău', series: ['XC', 'ZC'] },
  { code: '02', place: 'Jud.AR Mun.Arad', office: 'SPCLEP Arad', series: ['AR', 'ZR'] },
  { code: '03', place: 'Jud.AG Mun.Pitești', office: 'SPCLEP Pitești', series: ['AS', 'AZ'] },
  { code: '26', place: 'Jud.MS Mun.Târgu Mureș', office: 'SPCLEP Târgu Mureș', series: ['MS', 'MT'] },
  { code: '33', place: 'Jud.SV Mun.Suceava', office: 'SPCLEP Suceava', series: ['SV', 'XV'] },
  ...[1, 2, 3, 4, 5, 6].map((sector) => ({
    code: String(40 + sector),
    place: `Mun.București Sec.${sector}`,
    office: `SPCEP Sector ${sector}`,
    series: ['RD', 'RK', 'RR', 'RT', 'RX', 'DP', 'DR', 'DT'],
  })),
];
const STREETS = ['Str.Memorandumului', 'Str.Horea', 'Bd.Unirii', 'Str.Mihai Eminescu', 'Calea Victoriei', 'Str.Florilor', 'Aleea Teiului', 'Bd.Independenței', 'Str.Avram Iancu', 'Str.Libertății', 'Str.Ștefan cel Mare', 'Bd.Republicii', 'Str.Gării', 'Str.Zorilor'];
const CNP_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

const INK = '#161616';
const CAPTION = '#3b4e63';

/**
 * Romanian identity card (carte de identitate, the laminated 2009 model, ID-2 size 105 × 74 mm, one side).
 * Header in Romanian, French and English, series and number top right, CNP over the fields, trilingual
 * captions ("Nume/Nom/Last name") over the values, and a two-line, 36-character MRZ (ICAO TD2).
 */
export const generator: KindGenerator = {
  documentType: 'ro_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const names = female ? FEMALE : MALE;
    const firstName = rng.chance(0.3) ? `${rng.pick(names)}-${rng.pick(names)}` : rng.pick(names);
    const lastName = rng.pick(SURNAMES);
    const birth = randomDate(rng, 1962, 2008);
    const birthCounty = rng.pick(COUNTIES);
    const home = rng.chance(0.6) ? birthCounty : rng.pick(COUNTIES);
    const cnp = makeCnp(birth, female, birthCounty.code, rng);
    const { issue, expiry } = validity(rng, birth);
    const series = rng.pick(home.series);
    const idNumber = String(rng.int(100000, 999999));
    const street = `${rng.pick(STREETS)} nr.${rng.int(1, 120)}${rng.chance(0.5) ? ` bl.${rng.int(1, 40)} sc.${rng.pick(['A', 'B', 'C'])} et.${rng.int(1, 10)} ap.${rng.int(1, 80)}` : rng.chance(0.5) ? ` ap.${rng.int(1, 40)}` : ''}`;
    const sex = female ? 'F' : 'M';
    const mrz = buildRomanianMrz({ lastName, firstName, series, idNumber, birth, sex, expiry, cnp });
    const validityText = `${pad2(issue.day)}.${pad2(issue.month)}.${pad2(issue.year % 100)}-${pad2(expiry.day)}.${pad2(expiry.month)}.${expiry.year}`;

    const field = (x: number, y: number, label: string, value: string[], maxWidth?: number, bold = false): CardElement => ({
      type: 'field', x, y, label: [label], value, labelSize: 1.5, valueSize: 2.8, font: 'sans', valueBold: bold, labelFill: CAPTION, valueFill: INK, maxWidth,
    });
    const side: CardSpec = {
      widthMm: 105,
      heightMm: 74,
      cornerMm: 3,
      background: { paper: ['#eaf1ee', '#f4ece4'], pattern: '#c9d8d0' },
      elements: [
        { type: 'rect', x: 0, y: 0, w: 105, h: 12, fill: '#dfe8f1', opacity: 0.6 },
        { type: 'text', x: 4, y: 5.8, text: 'ROMANIA', size: 3.6, bold: true, fill: '#203a66' },
        { type: 'text', x: 4, y: 9.4, text: 'ROUMANIE  ROMANIA', size: 1.7, fill: '#203a66' },
        { type: 'text', x: 52, y: 5.6, text: 'CARTE DE IDENTITATE', size: 3.2, bold: true, fill: '#203a66', anchor: 'middle' },
        { type: 'text', x: 52, y: 9.2, text: "CARTE D'IDENTITE  IDENTITY CARD", size: 1.7, fill: '#203a66', anchor: 'middle' },
        { type: 'text', x: 72, y: 6.2, text: 'SERIA', size: 1.7, fill: CAPTION },
        { type: 'text', x: 79.2, y: 6.2, text: series, size: 3, bold: true, fill: '#9c1c24' },
        { type: 'text', x: 86.5, y: 6.2, text: 'NR', size: 1.7, fill: CAPTION },
        { type: 'text', x: 90.5, y: 6.2, text: idNumber, size: 3, bold: true, fill: '#9c1c24' },
        { type: 'photo', x: 4, y: 14.5, w: 29, h: 38 },
        { type: 'field', x: 37, y: 16.5, label: ['CNP'], value: [cnp], placement: 'right', gap: 2, labelSize: 1.8, valueSize: 3, font: 'sans', valueBold: true, labelFill: CAPTION, valueFill: INK },
        field(37, 21.2, 'Nume/Nom/Last name', [lastName], 64, true),
        field(37, 27.8, 'Prenume/Prenom/First name', [firstName], 64, true),
        field(37, 34.4, 'Cetățenie/Nationalité/Nationality', ['Română / ROU']),
        field(84, 34.4, 'Sex/Sexe/Sex', [sex]),
        field(37, 41, 'Loc naștere/Lieu de naissance/Place of birth', [birthCounty.place], 64),
        field(37, 47.6, 'Domiciliu/Adresse/Address', [home.place, street], 64),
        field(4, 57.4, 'Emisă de/Délivrée par/Issued by', [home.office], 44),
        field(52, 57.4, 'Valabilitate/Validité/Validity', [validityText]),
        { type: 'rect', x: 88, y: 40, w: 13, h: 16, fill: '#cfd3d6', r: 1, opacity: 0.5 },
        { type: 'mrz', lines: mrz, y: 66.2, lineGap: 4.9 },
      ],
    };
    return {
      fields: {
        series,
        idNumber,
        cnp,
        lastName,
        firstName,
        sex,
        nationality: 'Română / ROU',
        placeOfBirth: birthCounty.place,
        address: `${home.place} ${street}`,
        issuedBy: home.office,
        validityStart: issue.iso(),
        validityEnd: expiry.iso(),
      },
      sides: [side],
    };
  },
};

/**
 * CNP: S YYMMDD JJ NNN C. S is 1/2 (men/women born 1900-1999) or 5/6 (2000-2099); JJ the county of birth;
 * C = Σ weights 279146358279 mod 11, 10 written as 1. e.g. 1630615123457
 */
function makeCnp(birth: CalendarDate, female: boolean, county: string, rng: Rng): string {
  const s = (birth.year >= 2000 ? 5 : 1) + (female ? 1 : 0);
  const body = `${s}${birth.yymmdd()}${county}${String(rng.int(1, 999)).padStart(3, '0')}`;
  const sum = CNP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0) % 11;
  return body + (sum === 10 ? 1 : sum);
}

/**
 * The card runs 4 years from 14, 7 from 18, 10 from 25 (unlimited from 55, left out here) and expires on the
 * holder's birthday (PRADO ROU-BO-02003). Issued from 2012; valid on the reference day.
 */
function validity(rng: Rng, birth: CalendarDate): { issue: CalendarDate; expiry: CalendarDate } {
  const from = Math.max(new CalendarDate(2012, 1, 3).dayNumber(), birth.addYears(14).dayNumber());
  const to = new CalendarDate(2024, 12, 20).dayNumber();
  for (let tries = 0; ; tries++) {
    const issue = CalendarDate.fromDayNumber(rng.int(from, Math.max(from, to)));
    const age = birth.yearsUntil(issue);
    if (age >= 55) continue;
    const years = age < 18 ? 4 : age < 25 ? 7 : 10;
    const expiry = birth.addYears(issue.year + years - birth.year);
    if (expiry.dayNumber() > REFERENCE_DATE.dayNumber()) return { issue, expiry };
    if (tries > 200) return { issue: REFERENCE_DATE.addDays(-rng.int(30, 300)), expiry: birth.addYears(REFERENCE_DATE.year + 4 - birth.year) };
  }
}

interface RomanianMrzInput {
  lastName: string;
  firstName: string;
  series: string;
  idNumber: string;
  birth: CalendarDate;
  sex: 'M' | 'F';
  expiry: CalendarDate;
  cnp: string;
}

/**
 * The card's two 36-character lines (ICAO 9303 part 6, TD2): `IDROU` and the names; then series and number,
 * ROU, birth date, sex, expiry, the optional data (the CNP's first digit and its last six) and the composite
 * check. Romanian letters lose their marks first (Ș → S, Ă → A).
 */
function buildRomanianMrz(input: RomanianMrzInput): [string, string] {
  const plain = (text: string): string => transliterateMrz(text.normalize('NFD').replace(/\p{M}+/gu, ''));
  const pad = (text: string, length: number): string => text.padEnd(length, '<').slice(0, length);
  const line1 = pad(`IDROU${plain(input.lastName)}<<${plain(input.firstName)}`, 36);
  const number = pad(input.series + input.idNumber, 9);
  const birth = input.birth.yymmdd();
  const expiry = input.expiry.yymmdd();
  const optional = input.cnp[0] + input.cnp.slice(7);
  const numberPart = `${number}${icaoCheckDigit(number)}`;
  const birthPart = `${birth}${icaoCheckDigit(birth)}`;
  const expiryPart = `${expiry}${icaoCheckDigit(expiry)}`;
  const line2 = `${numberPart}ROU${birthPart}${input.sex}${expiryPart}${optional}${icaoCheckDigit(numberPart + birthPart + expiryPart + optional)}`;
  for (const line of [line1, line2]) if (line.length !== 36 || !/^[A-Z0-9<]+$/.test(line)) throw new Error(`bad TD2 line ${line}`);
  return [line1, line2];
}
