import { buildTd1Mrz } from '../build-td1-mrz';
import { CalendarDate } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { bilingualDate, MONTHS_EN, MONTHS_NL } from '../countries/date-styles';
import { makeBsn } from '../countries/nld';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { randomDate, randomDateBetween } from '../random-date';

// Dutch document numbers: 2 letters, 6 letters or digits, 1 digit; never the letter O (it reads as zero).
const LETTERS = 'ABCDEFGHIJKLMNPQRSTUVWXYZ';
const ALNUM = LETTERS + '0123456789';

// Common Dutch names (CBS / Meertens frequency lists). Given names print in mixed case, surnames in capitals
// with their prefix.
const MALE = ['Jan', 'Pieter', 'Sander', 'Daan', 'Bram', 'Joris', 'Thijs', 'Sem', 'Ruben', 'Jeroen', 'Maarten', 'Wouter', 'Koen', 'Stijn', 'Gijs', 'Teun', 'Hendrik', 'Willem', 'Joël', 'Niels', 'Lucas', 'Jasper', 'Bas', 'Erik'];
const FEMALE = ['Emma', 'Sanne', 'Fleur', 'Anouk', 'Eline', 'Femke', 'Lotte', 'Maaike', 'Noor', 'Iris', 'Floor', 'Chloë', 'Zoë', 'Marieke', 'Ilse', 'Tessa', 'Lieke', 'Annelies', 'Hanneke', 'Julia', 'Sophie', 'Esther'];
const SURNAMES = [
  'DE JONG', 'JANSEN', 'DE VRIES', 'VAN DEN BERG', 'VAN DIJK', 'BAKKER', 'VISSER', 'SMIT', 'MEIJER', 'DE BOER', 'MULDER',
  'DE GROOT', 'BOS', 'VOS', 'PETERS', 'HENDRIKS', 'VAN LEEUWEN', 'DEKKER', 'BROUWER', 'DE WIT', 'DIJKSTRA', 'VAN DER MEER',
  'KUIJPERS', 'HOEKSTRA', 'VERMEULEN', 'VAN DER LINDEN', 'JACOBS', 'WILLEMS', 'SCHOUTEN', 'POSTMA',
];
// Municipalities (birth places and the mayor who issues the card), as the card prints them.
const PLACES = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven', 'Groningen', 'Tilburg', 'Almere', 'Breda', 'Nijmegen', 'Haarlem', 'Arnhem', 'Zwolle', 'Leeuwarden', 'Maastricht', 'Delft', 'Den Helder', 'Apeldoorn', 'Enschede', 'Amersfoort', 'Leiden', 'Dordrecht', 'Zoetermeer', 'Hoorn', 'Venlo'];

const INK = '#1a1d24';
const CAPTION = '#27406e';

/**
 * Dutch identity card (Nederlandse identiteitskaart), model 2021: front with the EU flag and NL, the state and
 * title in Dutch/English/French, the document number top right, the photo on the left and the holder's data
 * beside it under Dutch/English/French captions (surname in capitals, given names and place in mixed case,
 * dates `10 MAA/MAR 1965`, sex `V/F` or `M/M`, height `1,75 m`). Back: the citizen service number (BSN) in
 * figures and in a QR code, the issuing mayor, and the TD1 MRZ, from which the 2021 model dropped the BSN.
 */
export const generator: KindGenerator = {
  documentType: 'nl_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const names = female ? FEMALE : MALE;
    const first = rng.pick(names);
    let second = rng.pick(names);
    while (second === first) second = rng.pick(names);
    const firstName = rng.chance(0.5) ? `${first} ${second}` : first;
    const lastName = rng.pick(SURNAMES);
    const birth = randomDate(rng, 1950, 2010);
    // The 2021 model is issued since 2 August 2021.
    // Still valid on the generator's "today": 10 years from issue, 5 for minors.
    let issue: CalendarDate;
    let expiry: CalendarDate;
    do {
      issue = randomDateBetween(rng, new CalendarDate(2021, 8, 2), REFERENCE_DATE);
      expiry = issue.addYears(birth.yearsUntil(issue) >= 18 ? 10 : 5);
    } while (expiry.dayNumber() <= REFERENCE_DATE.dayNumber());
    const documentNumber = rng.chars(LETTERS, 2) + rng.chars(ALNUM, 6) + rng.chars('0123456789', 1);
    const bsn = makeBsn(rng);
    const placeOfBirth = rng.pick(PLACES);
    const authority = `Burg. van ${rng.pick(PLACES)}`;
    const centimetres = female ? rng.int(155, 186) : rng.int(166, 200);
    const heightPrinted = `${(centimetres / 100).toFixed(2).replace('.', ',')} m`; // e.g. 1,75 m
    const mrz = buildTd1Mrz({
      documentCode: 'I<',
      issuingState: 'NLD',
      documentNumber,
      birthDate: birth,
      sex: female ? 'F' : 'M',
      expiryDate: expiry,
      nationality: 'NLD',
      surname: lastName,
      givenNames: firstName,
    });
    const nl = (d: CalendarDate) => bilingualDate(d, MONTHS_NL, MONTHS_EN, '/', 4);
    const field = (x: number, y: number, label: string[], value: string, extra: Partial<CardElement> = {}): CardElement =>
      ({ type: 'field', x, y, label, value: [value], font: 'sans', labelFont: 'sans', valueBold: false, labelSize: 1.25, valueSize: 2.6, labelFill: CAPTION, valueFill: INK, ...extra }) as CardElement;

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#e4edf6', '#f2e9ee'], pattern: '#c3d2e6' },
      elements: [
        { type: 'rect', x: 3, y: 2.5, w: 9, h: 6.2, fill: '#213f99' },
        { type: 'text', x: 7.5, y: 7.2, text: 'NL', size: 2.4, bold: true, fill: '#ffffff', anchor: 'middle' },
        { type: 'text', x: 14.5, y: 5, text: 'KONINKRIJK DER NEDERLANDEN', size: 2.2, bold: true, fill: CAPTION },
        { type: 'text', x: 14.5, y: 7.1, text: 'KINGDOM OF THE NETHERLANDS - ROYAUME DES PAYS-BAS', size: 1.2, fill: CAPTION },
        { type: 'text', x: 14.5, y: 10.2, text: 'IDENTITEITSKAART', size: 2.2, bold: true, fill: CAPTION },
        { type: 'text', x: 14.5, y: 12.3, text: 'IDENTITY CARD - CARTE D’IDENTITÉ', size: 1.2, fill: CAPTION },
        field(54.5, 9.4, ['Documentnummer / Document No. / N° du document'], documentNumber, { valueSize: 2.7, labelSize: 1.2 }),
        { type: 'photo', x: 3, y: 15, w: 24, h: 31 },
        field(30, 16.2, ['Naam / Surname / Nom'], lastName, { maxWidth: 53 }),
        field(30, 22.2, ['Voornamen / Given names / Prénoms'], firstName, { maxWidth: 53 }),
        field(30, 28.2, ['Geboortedatum / Date of birth / Date de naissance'], nl(birth)),
        field(68, 28.2, ['Geslacht / Sex / Sexe'], female ? 'V/F' : 'M/M'),
        field(30, 34.2, ['Geboorteplaats / Place of birth / Lieu de naissance'], placeOfBirth, { maxWidth: 34 }),
        field(68, 34.2, ['Lengte / Height / Taille'], heightPrinted),
        field(30, 40.2, ['Nationaliteit / Nationality /', 'Nationalité'], 'Nederlandse'),
        field(59, 40.2, ['Geldig tot / Date of expiry /', 'Date d’expiration'], nl(expiry)),
        field(30, 47.4, ['Datum verstrekking / Date of issue /', 'Date de délivrance'], nl(issue)),
        { type: 'signature', x: 62, y: 52.3, w: 18 },
        { type: 'text', x: 3, y: 50.5, text: String(birth.year % 100).padStart(2, '0'), size: 3, bold: true, fill: '#9fb2cf' },
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#eaf0f5', '#f3edf0'], pattern: '#cbd7e6' },
      elements: [
        { type: 'barcode', format: 'qrcode', data: bsn, x: 4, y: 9, w: 19, h: 19 },
        field(28, 5, ['Persoonsnummer / Personal No. / N° personnel'], bsn, { valueSize: 3.0, valueBold: true }),
        field(28, 14, ['Autoriteit / Authority / Autorité'], authority, { maxWidth: 54 }),
        { type: 'text', x: 28, y: 27, text: String(rng.int(100000, 999999)), size: 2.2, font: 'mono', fill: '#4a5568' },
        { type: 'mrz', lines: mrz, y: 40.5, lineGap: 4.4 },
      ],
    };
    return {
      fields: {
        lastName,
        firstName,
        documentNumber,
        personalNumber: bsn,
        dateOfBirth: birth.iso(),
        placeOfBirth,
        expiryDate: expiry.iso(),
        issueDate: issue.iso(),
        gender: female ? 'V' : 'M',
        height: String(centimetres),
        nationality: 'Nederlandse',
        issuingAuthority: authority,
        qrCodeData: bsn,
        mrz: mrz.join('\n'),
      },
      sides: [front, back],
      sideFields: [['lastName', 'firstName', 'documentNumber', 'dateOfBirth', 'placeOfBirth', 'expiryDate', 'issueDate', 'gender', 'height', 'nationality'], ['personalNumber', 'issuingAuthority', 'qrCodeData', 'mrz']],
    };
  },
};
