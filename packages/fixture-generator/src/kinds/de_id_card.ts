import { buildTd1Mrz } from '../build-td1-mrz';
import { CalendarDate, pad2 } from '../calendar-date';
import type { CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { randomDate } from '../random-date';

// Document numbers use these letters and digits: no vowels and no look-alikes (B, D, Q, S, O, I...).
const ALPHABET = 'CFGHJKLMNPRTVWXYZ0123456789';

const MALE = ['LUKAS', 'JÖRG', 'JÜRGEN', 'STEFAN', 'MATTHIAS', 'FELIX', 'LEON', 'SÖREN', 'TOBIAS', 'KLAUS', 'BJÖRN', 'MEHMET', 'JONAS', 'PAUL', 'HENDRIK'];
const FEMALE = ['ANNA', 'SOPHIE', 'MARIE', 'JULIA', 'LENA', 'BÄRBEL', 'UTE', 'HANNAH', 'SABINE', 'FRAUKE', 'LEA', 'MIA', 'ANKE', 'DÖRTE', 'GESINE'];
const SURNAMES = ['MÜLLER', 'SCHMIDT', 'SCHNEIDER', 'FISCHER', 'WEBER', 'MEYER', 'WAGNER', 'BECKER', 'SCHULZ', 'HOFFMANN', 'SCHÄFER', 'KOCH', 'RICHTER', 'KLEIN', 'SCHRÖDER', 'NEUMANN', 'KRÜGER', 'KÖHLER', 'ÖZTÜRK', 'JÄGER'];
const CITIES: Array<[string, string, string]> = [
  // [city, postcode, authority]
  ['KÖLN', '51147', 'STADT KÖLN'],
  ['MÜNCHEN', '80331', 'LANDESHAUPTSTADT MÜNCHEN'],
  ['HAMBURG', '20095', 'FREIE UND HANSESTADT HAMBURG'],
  ['LEIPZIG', '04109', 'STADT LEIPZIG'],
  ['NÜRNBERG', '90402', 'STADT NÜRNBERG'],
  ['DÜSSELDORF', '40213', 'LANDESHAUPTSTADT DÜSSELDORF'],
  ['GÖTTINGEN', '37073', 'STADT GÖTTINGEN'],
  ['STUTTGART', '70173', 'LANDESHAUPTSTADT STUTTGART'],
];
const BIRTH_PLACES = ['BERLIN', 'HAMBURG', 'MÜNCHEN', 'KÖLN', 'FRANKFURT AM MAIN', 'DRESDEN', 'HANNOVER', 'LÜBECK', 'OSNABRÜCK', 'SAARBRÜCKEN'];
const STREETS = ['HEIDESTRASSE', 'HAUPTSTRASSE', 'GOETHESTRASSE', 'AM MÜHLENBACH', 'BAHNHOFSTRASSE', 'LINDENALLEE', 'KÖNIGSWEG', 'SCHILLERPLATZ'];
const EYES = ['BLAU', 'BRAUN', 'GRÜN', 'GRAU', 'GRÜNBRAUN'];

const INK = '#1b1b1b';
const CAPTION = '#2b3f66';

/**
 * German identity card (Personalausweis, 2021 model), after the official MUSTER specimen: front with the
 * names, birth date and place, nationality and expiry beside the photo; back with eyes, height, issue date,
 * authority, address and the TD1 MRZ. Values print in a monospaced face, captions in German/English/French.
 */
export const generator: KindGenerator = {
  documentType: 'de_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const firstName = rng.pick(female ? FEMALE : MALE) + (rng.chance(0.3) ? ` ${rng.pick(female ? FEMALE : MALE)}` : '');
    const lastName = rng.pick(SURNAMES);
    const birth = randomDate(rng, 1950, 2006);
    const issue = randomDate(rng, 2021, 2026, REFERENCE_DATE);
    const age = birth.yearsUntil(issue);
    const expiry = issue.addYears(age >= 24 ? 10 : 6).addDays(-1);
    const documentNumber = rng.pick(['L', 'T']) + rng.chars(ALPHABET, 8);
    const [city, postcode, authority] = rng.pick(CITIES);
    const street = `${rng.pick(STREETS)} ${rng.int(1, 120)}`;
    const placeOfBirth = rng.pick(BIRTH_PLACES);
    const height = String(rng.int(152, 198));
    const eyeColor = rng.pick(EYES);
    const mrz = buildTd1Mrz({
      documentCode: 'ID',
      issuingState: 'D',
      documentNumber,
      birthDate: birth,
      sex: '<',
      expiryDate: expiry,
      nationality: 'D',
      optional2: `${pad2(issue.year % 100)}${pad2(issue.month)}`,
      surname: lastName,
      givenNames: firstName,
    });
    const de = (d: CalendarDate) => `${pad2(d.day)}.${pad2(d.month)}.${d.year}`;

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#eef0ea', '#f3eee4'], pattern: '#cdd9cf' },
      elements: [
        { type: 'rect', x: 3, y: 2.5, w: 9.5, h: 6.5, fill: '#2a4a9a' },
        { type: 'text', x: 15.5, y: 5, text: 'BUNDESREPUBLIK DEUTSCHLAND', size: 2.2, bold: true, fill: CAPTION },
        { type: 'text', x: 15.5, y: 7, text: 'FEDERAL REPUBLIC OF GERMANY / RÉPUBLIQUE FÉDÉRALE D’ALLEMAGNE', size: 1.0, fill: CAPTION },
        { type: 'text', x: 15.5, y: 9.8, text: 'PERSONALAUSWEIS', size: 2.2, bold: true, fill: CAPTION },
        { type: 'text', x: 15.5, y: 11.6, text: 'IDENTITY CARD / CARTE D’IDENTITÉ', size: 1.0, fill: CAPTION },
        { type: 'text', x: 83, y: 5.6, text: documentNumber, size: 2.7, font: 'mono', anchor: 'end', letterSpacing: 0.3 },
        { type: 'photo', x: 3, y: 14, w: 26, h: 36 },
        { type: 'field', x: 31.5, y: 15.5, label: ['Name/Surname/Nom'], value: [lastName], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.4, valueSize: 2.6, maxWidth: 50 },
        { type: 'field', x: 31.5, y: 22, label: ['Vornamen/Given names/Prénoms'], value: [firstName], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.4, valueSize: 2.6, maxWidth: 50 },
        { type: 'field', x: 31.5, y: 28.5, label: ['Geburtstag/Date of birth/', 'Date de naissance'], value: [de(birth)], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.6 },
        { type: 'field', x: 53, y: 28.5, label: ['Staatsangehörigkeit/Nationality/', 'Nationalité'], value: ['DEUTSCH'], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.6 },
        { type: 'field', x: 31.5, y: 36.5, label: ['Geburtsort/Place of birth/Lieu de naissance'], value: [placeOfBirth], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.6, maxWidth: 50 },
        { type: 'field', x: 31.5, y: 43, label: ['Gültig bis/Date of expiry/', 'Date d’expiration'], value: [de(expiry)], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.6 },
        { type: 'text', x: 83, y: 48, text: String(rng.int(100000, 999999)), size: 2.7, font: 'mono', anchor: 'end' },
        { type: 'signature', x: 34, y: 52 },
      ].map((e) => ({ ...e, ...(e.type === 'field' ? { labelFill: CAPTION, valueFill: INK } : {}) })) as CardSpec['elements'],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#f1efe8', '#eef1ea'], pattern: '#d3dccf' },
      elements: [
        { type: 'field', x: 3, y: 3, label: ['Augenfarbe/Colour of eyes/Couleur des yeux'], value: [eyeColor], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.5, labelFill: CAPTION },
        { type: 'field', x: 3, y: 9, label: ['Größe/Height/Taille'], value: [`${height} cm`], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.5, labelFill: CAPTION },
        { type: 'field', x: 3, y: 15, label: ['Datum/Date/Date'], value: [`${pad2(issue.day)}.${pad2(issue.month)}.${pad2(issue.year % 100)}`], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.5, labelFill: CAPTION },
        { type: 'field', x: 3, y: 22, label: ['Behörde/Authority/Autorité'], value: [authority], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.5, labelFill: CAPTION, maxWidth: 38 },
        { type: 'field', x: 45, y: 3, label: ['Anschrift/Address/Adresse'], value: [`${postcode} ${city}`, street], font: 'mono', labelFont: 'sans', valueBold: false, labelSize: 1.3, valueSize: 2.5, labelFill: CAPTION, maxWidth: 38 },
        { type: 'mrz', lines: mrz, y: 40.5, lineGap: 4.4 },
      ],
    };
    return {
      fields: {
        lastName,
        firstName,
        documentNumber,
        dateOfBirth: birth.iso(),
        nationality: 'DEUTSCH',
        placeOfBirth,
        expiryDate: expiry.iso(),
        issueDate: issue.iso(),
        issuingAuthority: authority,
        address: `${postcode} ${city} ${street}`,
        eyeColor,
        height,
        mrz: mrz.join('\n'),
      },
      sides: [front, back],
      sideFields: [['lastName', 'firstName', 'documentNumber', 'dateOfBirth', 'nationality', 'placeOfBirth', 'expiryDate'], ['issueDate', 'issuingAuthority', 'address', 'eyeColor', 'height', 'mrz']],
    };
  },
};
