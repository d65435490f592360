import { CalendarDate, pad2 } from '../calendar-date';
import type { CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { randomDate, randomThaiPerson, spacedThaiId } from './th_id_card-identity';

const INK = '#161a22';
const CAPTION = '#1f3f73';

// [Thai card type, English card type, years of validity]
const TYPES: Array<[string, string, number]> = [
  ['ใบอนุญาตขับรถยนต์ส่วนบุคคลชั่วคราว', 'Temporary Private Car Driving Licence', 2],
  ['ใบอนุญาตขับรถยนต์ส่วนบุคคล', 'Private Car Driving Licence', 5],
  ['ใบอนุญาตขับรถจักรยานยนต์ส่วนบุคคลชั่วคราว', 'Temporary Private Motorcycle Driving Licence', 2],
  ['ใบอนุญาตขับรถจักรยานยนต์ส่วนบุคคล', 'Private Motorcycle Driving Licence', 5],
];
const PROVINCES = ['กรุงเทพมหานคร', 'นนทบุรี', 'สมุทรปราการ', 'ปทุมธานี', 'ชลบุรี', 'เชียงใหม่', 'ขอนแก่น', 'นครราชสีมา', 'สงขลา'];

const TH_MONTHS = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** e.g. 4 กันยายน 2560: the licence prints full Thai month names and the Buddhist-era year. */
const thaiLongDate = (d: CalendarDate): string => `${d.day} ${TH_MONTHS[d.month - 1]} ${d.year + 543}`;
/** e.g. 04 September 2017 */
const englishLongDate = (d: CalendarDate): string => `${pad2(d.day)} ${EN_MONTHS[d.month - 1]} ${d.year}`;

/**
 * Thai driving licence, the smart card of the Department of Land Transport (since 2017). Front: the licence
 * type in Thai over English, photo on the left with the registrar's signature under it, and on the right
 * rows of a Thai caption over an English one, each with its value: licence number, issue and expiry dates
 * (Thai, then English), name (Thai with its title, then English in capitals), birth date (Thai, then English)
 * and the 13-digit personal number. Back: magnetic stripe and QR code.
 */
export const generator: KindGenerator = {
  documentType: 'th_drivers_license',
  generate(rng: Rng) {
    const person = randomThaiPerson(rng, 1958, 2006);
    const [typeTh, typeEn, years] = rng.pick(TYPES);
    const earliestIssue = person.birth.addYears(18);
    let issue = randomDate(rng, Math.max(2018, earliestIssue.year), 2026, REFERENCE_DATE);
    if (issue.dayNumber() < earliestIssue.dayNumber()) issue = earliestIssue;
    // Temporary licences run two years from issue; five-year ones end on the holder's birthday.
    const expiry = years === 2 ? issue.addYears(2).addDays(-1) : person.birth.addYears(issue.year + years - person.birth.year);
    const licenseNumber = `${pad2((issue.year + 543) % 100)}${rng.chars('0123456789', 6)}`;
    const nameTh = `${person.titleTh} ${person.firstTh} ${person.lastTh}`;
    const nameEn = `${person.titleEn} ${person.firstEn} ${person.lastEn}`.toUpperCase();
    const province = rng.pick(PROVINCES);

    const caption = (x: number, y: number, text: string, thai: boolean) =>
      ({ type: 'text', x, y, text, size: thai ? 1.9 : 1.6, font: thai ? 'thai' : 'sans', fill: CAPTION }) as const;
    const value = (x: number, y: number, text: string, thai: boolean, size = 2.6) =>
      ({ type: 'text', x, y, text, size, bold: true, font: thai ? 'thai' : 'sans', fill: INK, maxWidth: 83 - x }) as const;
    const VX = 47;

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#eaf1f8', '#f4eef5'], pattern: '#cfdcea' },
      elements: [
        // Department emblem and the licence type.
        { type: 'rect', x: 3, y: 2.2, w: 7.5, h: 7.5, fill: '#2f5d9c', r: 3.75 },
        { type: 'text', x: 12.5, y: 6.0, text: typeTh, size: 3.0, bold: true, font: 'thai', fill: CAPTION, maxWidth: 70 },
        { type: 'text', x: 12.5, y: 9.6, text: typeEn, size: 2.3, bold: true, font: 'sans', fill: CAPTION, maxWidth: 70 },
        { type: 'photo', x: 3.5, y: 14, w: 21, h: 26 },
        { type: 'signature', x: 5, y: 46.5, w: 17 },
        { type: 'text', x: 14, y: 49.3, text: 'นายทะเบียน', size: 1.6, font: 'thai', fill: CAPTION, anchor: 'middle' },
        { type: 'text', x: 14, y: 51.5, text: province, size: 1.6, font: 'thai', fill: CAPTION, anchor: 'middle' },
        caption(27, 14.6, 'ฉบับที่', true),
        caption(27, 16.8, 'No.', false),
        value(VX, 15.6, licenseNumber, false, 3.0),
        caption(27, 20.2, 'วันที่ออกใบอนุญาต', true),
        value(VX, 20.2, thaiLongDate(issue), true),
        caption(27, 23.4, 'Date of Issue', false),
        value(VX, 23.4, englishLongDate(issue), false, 2.4),
        caption(27, 27.4, 'วันสิ้นอายุ', true),
        value(VX, 27.4, thaiLongDate(expiry), true),
        caption(27, 30.6, 'Date of Expiry', false),
        value(VX, 30.6, englishLongDate(expiry), false, 2.4),
        caption(27, 34.8, 'ชื่อ', true),
        value(33, 34.8, nameTh, true, 2.9),
        caption(27, 38.2, 'Name', false),
        value(33, 38.2, nameEn, false, 2.5),
        caption(27, 42.4, 'เกิดวันที่', true),
        value(VX, 42.4, thaiLongDate(person.birth), true),
        caption(27, 45.6, 'Date of Birth', false),
        value(VX, 45.6, englishLongDate(person.birth), false, 2.4),
        caption(27, 49.8, 'เลขประจำตัวประชาชน', true),
        caption(27, 52.0, 'Identification No.', false),
        value(VX, 50.8, spacedThaiId(person.idNumber), false, 2.8),
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#f1f3f6', '#eef1f4'], pattern: '#d8dee6' },
      elements: [
        { type: 'rect', x: 0, y: 5, w: 85.6, h: 9, fill: '#2b2b2b' },
        { type: 'barcode', format: 'qrcode', data: `${licenseNumber}${person.idNumber}`, x: 60, y: 24, w: 20, h: 20 },
        { type: 'text', x: 5, y: 22, text: `${person.address.provinceCode}${rng.chars('0123456789', 8)}`, size: 2.2, font: 'sans', fill: '#2a2a2a' },
      ],
    };
    const fields: Record<string, string> = {
      cardTypeTh: typeTh,
      cardTypeEn: typeEn,
      licenseNumber,
      idNumber: person.idNumber,
      nameTh,
      nameEn,
      birthTh: thaiLongDate(person.birth),
      birthEn: person.birth.iso(),
      issueDate: issue.iso(),
      expiryDate: expiry.iso(),
    };
    return {
      fields,
      sides: [front, back],
      // Every field prints on the front; the back holds a QR code the rules do not read and a serial.
      sideFields: [Object.keys(fields), []],
      variant: typeEn,
    };
  },
};
