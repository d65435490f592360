import { buildTd1Mrz } from '../build-td1-mrz';
import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';

const SURNAMES = ['OWUSU', 'BOATENG', 'ASANTE', 'OSEI', 'ADJEI', 'AMOAH', 'ANSAH', 'APPIAH', 'ADDO', 'ACHEAMPONG', 'DARKO', 'OPOKU', 'ASARE', 'QUAYE', 'TETTEH', 'AGYEMANG', 'FRIMPONG', 'ANKRAH', 'BONSU', 'DONKOR', 'AMPONSAH', 'GYAMFI', 'SARPONG', 'IDDRISU', 'MAHAMA', 'YEBOAH', 'BADU', 'ARTHUR', 'ESSIEN', 'OFORI', 'DANQUAH', 'MENSAH', 'ABUBAKAR', 'KYEREMATENG', 'NYARKO', 'AMANKWAH'];
const MALE = ['KWAME', 'KOFI', 'KWAKU', 'KWABENA', 'KWASI', 'KOJO', 'YAW', 'KWEKU', 'EMMANUEL', 'ISAAC', 'SAMUEL', 'DANIEL', 'PRINCE', 'RICHARD', 'EBENEZER', 'FRANCIS', 'GODFRED', 'NANA', 'MOHAMMED', 'IBRAHIM', 'JOSEPH', 'MICHAEL', 'STEPHEN', 'GEORGE'];
const FEMALE = ['AMA', 'AKOSUA', 'ABENA', 'ADWOA', 'AKUA', 'YAA', 'EFUA', 'AFIA', 'ESI', 'GIFTY', 'MERCY', 'PATIENCE', 'GRACE', 'COMFORT', 'VIDA', 'PRISCILLA', 'FRANCISCA', 'REGINA', 'JOYCE', 'MAVIS', 'ABIGAIL', 'SALAMATU', 'MARY', 'DORCAS'];
// NIA registration offices at the regional capitals (and Tema).
const OFFICES = ['ACCRA', 'KUMASI', 'TAMALE', 'TAKORADI', 'CAPE COAST', 'HO', 'KOFORIDUA', 'SUNYANI', 'BOLGATANGA', 'WA', 'TEMA', 'TECHIMAN'];
// Document numbers: two letters and seven digits; no I or O, which read as digits.
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const GREEN = '#0d5c3a';
const INK = '#161616';
const CAPTION = '#3d4a3f';

/**
 * Ghana Card (ECOWAS identity card of the National Identification Authority, 2017 design). Front: the title
 * bar, the photo on the left, and bilingual English/French captions over bold values in a grid: names,
 * nationality, sex, birth date, the personal ID number (GHA-NNNNNNNNN-N) beside the height, the document
 * number and place of issuance, the issue and expiry dates. Back: the chip side with a TD1 MRZ at the foot.
 */
export const generator: KindGenerator = {
  documentType: 'gh_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const pool = female ? FEMALE : MALE;
    const surname = rng.pick(SURNAMES);
    const first = rng.pick(pool);
    let second = rng.pick(pool);
    while (second === first) second = rng.pick(pool);
    const firstname = rng.chance(0.45) ? `${first} ${second}` : first;
    // A married woman's maiden name often stands under Previous Names; otherwise the row is empty.
    const previousName = female && rng.chance(0.25) ? rng.pick(SURNAMES.filter((s) => s !== surname)) : '';
    const age = rng.int(16, 80);
    const birth = REFERENCE_DATE.addYears(-age - 1).addDays(rng.int(1, 364));
    const earliest = Math.max(new CalendarDate(2018, 1, 2).dayNumber(), birth.addYears(15).dayNumber());
    const issue = CalendarDate.fromDayNumber(rng.int(earliest, REFERENCE_DATE.dayNumber() - 10));
    const expiry = issue.addYears(10).addDays(-1);
    const personalId = `GHA-${rng.int(1, 7)}${rng.chars('0123456789', 8)}-${rng.int(0, 9)}`;
    const documentId = `${rng.chars(LETTERS, 2)}${rng.chars('0123456789', 7)}`;
    const placeOfIssue = rng.pick(OFFICES);
    const gender = female ? 'F' : 'M';
    const height = (rng.int(female ? 150 : 160, female ? 180 : 195) / 100).toFixed(2);
    const mrz = buildTd1Mrz({
      documentCode: 'I<',
      issuingState: 'GHA',
      documentNumber: documentId,
      // The personal ID number, without its hyphens, in the optional data of line 1.
      optional1: personalId.replace(/-/g, ''),
      birthDate: birth,
      sex: gender,
      expiryDate: expiry,
      nationality: 'GHA',
      surname,
      givenNames: firstname,
    });
    const slash = (d: CalendarDate) => `${pad2(d.day)}/${pad2(d.month)}/${d.year}`;

    const field = (x: number, y: number, label: string, value: string, maxWidth = 24): CardElement => ({
      type: 'field', x, y, label: [label], value: value ? [value] : [], labelSize: 1.35, valueSize: 2.4, font: 'sans', labelFont: 'sans', valueBold: true, labelFill: CAPTION, valueFill: INK, maxWidth,
    });
    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#f6f2df', '#e4eedf'], pattern: '#d8dcbf' },
      elements: [
        // Title bar in the national colours, the coat of arms at its left.
        { type: 'rect', x: 0, y: 0, w: 85.6, h: 1.2, fill: '#ce1126' },
        { type: 'rect', x: 0, y: 1.2, w: 85.6, h: 0.8, fill: '#fcd116' },
        { type: 'rect', x: 0, y: 2.0, w: 85.6, h: 0.8, fill: '#006b3f' },
        { type: 'rect', x: 3, y: 3.6, w: 6.2, h: 6.2, fill: '#c9a227', r: 1.2 },
        { type: 'text', x: 11, y: 6.6, text: 'ECOWAS IDENTITY CARD', size: 2.8, bold: true, fill: GREEN },
        { type: 'text', x: 11, y: 9.0, text: "CARTE D'IDENTITÉ CEDEAO", size: 1.5, fill: GREEN },
        { type: 'text', x: 82.6, y: 6.6, text: 'REPUBLIC OF GHANA', size: 2.0, bold: true, anchor: 'end', fill: GREEN },
        { type: 'photo', x: 3, y: 11.5, w: 22, h: 28 },
        { type: 'signature', x: 4, y: 47, w: 20 },
        field(28, 12.6, 'Surname/Nom', surname, 54),
        field(28, 18.0, 'Firstnames/Prénoms', firstname, 54),
        field(28, 23.4, 'Previous Names/Noms Antérieurs', previousName, 54),
        field(28, 28.8, 'Nationality/Nationalité', 'GHANAIAN'),
        field(50, 28.8, 'Sex/Sexe', gender),
        field(61, 28.8, 'Date of Birth/Date de Naissance', slash(birth)),
        field(28, 34.2, "Personal ID Number/Numéro d'Identification Personnel", personalId, 38),
        field(70, 34.2, 'Height/Taille', height),
        field(28, 39.6, 'Document Number/Numéro du Document', documentId),
        field(57, 39.6, 'Place of Issuance/Lieu de Délivrance', placeOfIssue),
        field(28, 45.0, 'Date of Issuance/Date de Délivrance', slash(issue)),
        field(57, 45.0, "Date of Expiry/Date d'Expiration", slash(expiry)),
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#eef1e6', '#f4efdf'], pattern: '#d6dcc6' },
      elements: [
        { type: 'rect', x: 6, y: 6, w: 11, h: 9, fill: '#c8a646', r: 1.5 },
        { type: 'text', x: 42.8, y: 8, text: 'NATIONAL IDENTIFICATION AUTHORITY', size: 2.0, bold: true, anchor: 'middle', fill: GREEN },
        { type: 'text', x: 42.8, y: 11, text: 'If found, please return to the nearest NIA office or police station.', size: 1.3, anchor: 'middle', fill: CAPTION },
        { type: 'mrz', lines: mrz, y: 40.5, lineGap: 4.4 },
      ],
    };
    return {
      fields: {
        dateOfBirth: birth.iso(),
        dateOfExpiry: expiry.iso(),
        dateOfIssue: issue.iso(),
        documentId,
        firstname,
        gender,
        nationality: 'GHANAIAN',
        personalId,
        placeOfIssue,
        surname,
        mrz: mrz.join('\\n'),
      },
      sides: [front, back],
      sideFields: [['dateOfBirth', 'dateOfExpiry', 'dateOfIssue', 'documentId', 'firstname', 'gender', 'nationality', 'personalId', 'placeOfIssue', 'surname'], ['mrz']],
    };
  },
};
