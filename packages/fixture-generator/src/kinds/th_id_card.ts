import type { CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { englishDate, randomDate, randomThaiPerson, spacedThaiId, thaiDate } from './th_id_card-identity';

const INK = '#161a22';
const CAPTION = '#27325a';
const CARD_TYPE_TH = 'บัตรประจำตัวประชาชน';
const CARD_TYPE_EN = 'Thai National ID Card';

// Laser codes begin with two letters naming the card batch; the ones seen on published card photos.
const LASER_PREFIXES = ['JT', 'ME', 'JC', 'JA', 'JB', 'MB', 'JD', 'MF', 'JK'];

/**
 * Thai national ID card, the fifth-generation smart card (Department of Provincial Administration). Front:
 * card type in Thai and English, the 13-digit personal number (1 2345 67890 12 3), the Thai name with its
 * title, the English name and last name, birth date in Thai (Buddhist era) and English, religion, the address
 * in Thai, and at the bottom the issue and expiry dates, each in Thai over English, beside the issuing
 * officer's signature; photo on the right with the request number under it; chip on the left. Back: the
 * laser-engraved card code (AA0-0000000-00).
 */
export const generator: KindGenerator = {
  documentType: 'th_id_card',
  generate(rng: Rng) {
    const person = randomThaiPerson(rng, 1956, 2005);
    const earliestIssue = person.birth.addYears(18);
    let issue = randomDate(rng, Math.max(2018, earliestIssue.year), 2026, REFERENCE_DATE);
    if (issue.dayNumber() < earliestIssue.dayNumber()) issue = earliestIssue;
    // Cards expire on the holder's birthday: 8 years after issue since 2019, 6 before.
    const validYears = issue.year >= 2019 ? 8 : 6;
    const expiry = person.birth.addYears(issue.year + validYears - person.birth.year);
    const religion = rng.next() < 0.9 ? 'พุทธ' : rng.chance(0.6) ? 'อิสลาม' : 'คริสต์';
    const nameTh = `${person.titleTh} ${person.firstTh} ${person.lastTh}`;
    const givenEn = `${person.titleEn} ${person.firstEn}`;
    const laserCode = `${rng.pick(LASER_PREFIXES)}${rng.int(0, 9)}-${rng.chars('0123456789', 7)}-${rng.chars('0123456789', 2)}`;
    const addressLines = wrapAddress(`${person.address.street} ${person.address.area}`);
    const requestNumber = `${person.idNumber.slice(1, 5)}-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.chars('0123456789', 8)}`;

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#edf2f7', '#f6eef1'], pattern: '#d5dde9' },
      elements: [
        // Garuda emblem (drawn as a gold disc) and the card type, Thai then English, on one line.
        { type: 'rect', x: 3.2, y: 1.8, w: 7.5, h: 7.5, fill: '#c49a3a', r: 3.75 },
        { type: 'text', x: 12.5, y: 6.2, text: CARD_TYPE_TH, size: 3.4, bold: true, font: 'thai', fill: CAPTION },
        { type: 'text', x: 50.5, y: 6.2, text: CARD_TYPE_EN, size: 2.8, bold: true, font: 'sans', fill: CAPTION },
        // Personal number, its caption in Thai over English.
        { type: 'text', x: 15, y: 10.3, text: 'เลขประจำตัวประชาชน', size: 1.7, font: 'thai', fill: CAPTION },
        { type: 'text', x: 15, y: 12.2, text: 'Identification Number', size: 1.4, font: 'sans', fill: CAPTION },
        { type: 'text', x: 40, y: 12.0, text: spacedThaiId(person.idNumber), size: 3.8, bold: true, font: 'sans', fill: INK, letterSpacing: 0.15 },
        // Chip.
        { type: 'rect', x: 4.2, y: 14.6, w: 10.5, h: 8.5, fill: '#d3b35e', r: 1.4, stroke: '#9c8036' },
        { type: 'text', x: 15, y: 16.2, text: 'ชื่อตัวและชื่อสกุล', size: 1.7, font: 'thai', fill: CAPTION },
        { type: 'text', x: 33.5, y: 16.4, text: nameTh, size: 3.4, bold: true, font: 'thai', fill: INK, maxWidth: 50 },
        { type: 'text', x: 32.5, y: 20.3, text: 'Name', size: 1.9, font: 'sans', fill: CAPTION, anchor: 'end' },
        { type: 'text', x: 33.5, y: 20.3, text: givenEn, size: 2.9, bold: true, font: 'sans', fill: INK, maxWidth: 50 },
        { type: 'text', x: 32.5, y: 24.0, text: 'Last name', size: 1.9, font: 'sans', fill: CAPTION, anchor: 'end' },
        { type: 'text', x: 33.5, y: 24.0, text: person.lastEn, size: 2.9, bold: true, font: 'sans', fill: INK, maxWidth: 50 },
        { type: 'text', x: 32.5, y: 27.8, text: 'เกิดวันที่', size: 2.2, font: 'thai', fill: CAPTION, anchor: 'end' },
        { type: 'text', x: 33.5, y: 27.8, text: thaiDate(person.birth), size: 2.7, bold: true, font: 'thai', fill: INK },
        { type: 'text', x: 32.5, y: 31.4, text: 'Date of Birth', size: 1.9, font: 'sans', fill: CAPTION, anchor: 'end' },
        { type: 'text', x: 33.5, y: 31.4, text: englishDate(person.birth), size: 2.6, bold: true, font: 'sans', fill: INK },
        { type: 'text', x: 32.5, y: 35.1, text: 'ศาสนา', size: 2.2, font: 'thai', fill: CAPTION, anchor: 'end' },
        { type: 'text', x: 33.5, y: 35.1, text: religion, size: 2.6, bold: true, font: 'thai', fill: INK },
        { type: 'text', x: 4.5, y: 38.9, text: 'ที่อยู่', size: 2.2, font: 'thai', fill: CAPTION },
        { type: 'text', x: 11, y: 38.9, text: addressLines[0], size: 2.6, bold: true, font: 'thai', fill: INK, maxWidth: 48 },
        { type: 'text', x: 11, y: 42.3, text: addressLines[1], size: 2.6, bold: true, font: 'thai', fill: INK, maxWidth: 48 },
        // Photo with the request number under it.
        { type: 'photo', x: 61.5, y: 21.5, w: 21, h: 25.5 },
        { type: 'text', x: 72, y: 49.6, text: requestNumber, size: 1.6, font: 'sans', fill: INK, anchor: 'middle' },
        // Issue date (left) and expiry date (right of the officer's signature): Thai, caption, English, caption.
        { type: 'text', x: 10.5, y: 47.4, text: thaiDate(issue), size: 2.2, bold: true, font: 'thai', fill: INK, anchor: 'middle' },
        { type: 'text', x: 10.5, y: 49.0, text: 'วันออกบัตร', size: 1.3, font: 'thai', fill: CAPTION, anchor: 'middle' },
        { type: 'text', x: 10.5, y: 51.4, text: englishDate(issue), size: 2.2, bold: true, font: 'sans', fill: INK, anchor: 'middle' },
        { type: 'text', x: 10.5, y: 52.9, text: 'Date of Issue', size: 1.2, font: 'sans', fill: CAPTION, anchor: 'middle' },
        { type: 'signature', x: 23, y: 49.5, w: 14 },
        { type: 'text', x: 30.5, y: 52.3, text: 'เจ้าพนักงานออกบัตร', size: 1.3, font: 'thai', fill: CAPTION, anchor: 'middle' },
        { type: 'text', x: 50.5, y: 47.4, text: thaiDate(expiry), size: 2.2, bold: true, font: 'thai', fill: INK, anchor: 'middle' },
        { type: 'text', x: 50.5, y: 49.0, text: 'วันบัตรหมดอายุ', size: 1.3, font: 'thai', fill: CAPTION, anchor: 'middle' },
        { type: 'text', x: 50.5, y: 51.4, text: englishDate(expiry), size: 2.2, bold: true, font: 'sans', fill: INK, anchor: 'middle' },
        { type: 'text', x: 50.5, y: 52.9, text: 'Date of Expiry', size: 1.2, font: 'sans', fill: CAPTION, anchor: 'middle' },
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#f3f0f3', '#eef0f4'], pattern: '#dcd8e2' },
      elements: [
        { type: 'text', x: 5, y: 8, text: laserCode, size: 2.8, bold: true, font: 'sans', fill: '#2a2a2a', letterSpacing: 0.1 },
        // The national flag in the middle of the back.
        { type: 'rect', x: 30, y: 18, w: 26, h: 3, fill: '#c8242f' },
        { type: 'rect', x: 30, y: 21, w: 26, h: 3, fill: '#f4f4f4' },
        { type: 'rect', x: 30, y: 24, w: 26, h: 6, fill: '#25306b' },
        { type: 'rect', x: 30, y: 30, w: 26, h: 3, fill: '#f4f4f4' },
        { type: 'rect', x: 30, y: 33, w: 26, h: 3, fill: '#c8242f' },
      ],
    };
    return {
      fields: {
        cardTypeTh: CARD_TYPE_TH,
        cardTypeEn: CARD_TYPE_EN,
        idNumber: person.idNumber,
        serialNumber: laserCode,
        nameTh,
        nameEn: `${givenEn} ${person.lastEn}`,
        lastNameEn: person.lastEn,
        birthTh: thaiDate(person.birth),
        birthEn: person.birth.iso(),
        issueDateEN: issue.iso(),
        issueDateTH: thaiDate(issue),
        expiryDateEN: expiry.iso(),
        expiryDateTH: thaiDate(expiry),
        religion,
        address: `${person.address.street} ${person.address.area}`,
      },
      sides: [front, back],
      sideFields: [['cardTypeTh', 'cardTypeEn', 'idNumber', 'nameTh', 'nameEn', 'lastNameEn', 'birthTh', 'birthEn', 'issueDateEN', 'issueDateTH', 'expiryDateEN', 'expiryDateTH', 'religion', 'address'], ['serialNumber']],
    };
  },
};

// Letters that take no advance of their own (vowels above and below, tone marks).
const COMBINING = /\p{M}/gu;
// About 36 letters of the address type fit beside the photo.
const LINE_LETTERS = 36;

/** The address as the card breaks it: the first line filled word by word, the rest (at least a word) below. */
function wrapAddress(address: string): [string, string] {
  const words = address.split(' ');
  let split = 1;
  while (split < words.length - 1 && words.slice(0, split + 1).join(' ').replace(COMBINING, '').length <= LINE_LETTERS) split++;
  return [words.slice(0, split).join(' '), words.slice(split).join(' ')];
}
