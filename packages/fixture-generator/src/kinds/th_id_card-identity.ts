import { CalendarDate } from '../calendar-date';
import type { Rng } from '../prng';

/**
 * What Thai documents share: common given names and surnames with the romanisations their holders use, titles,
 * real sub-district / district / province triples, the 13-digit personal number and the two ways dates are
 * printed (Thai month abbreviations with the Buddhist era, English abbreviations with the Gregorian year).
 * Used by th_id_card and th_drivers_license.
 */

export interface ThaiPerson {
  female: boolean;
  /** นาย, นาง, นางสาว */
  titleTh: string;
  /** Mr., Mrs., Miss */
  titleEn: string;
  firstTh: string;
  firstEn: string;
  lastTh: string;
  lastEn: string;
  birth: CalendarDate;
  /** 13 digits, no spaces. */
  idNumber: string;
  address: ThaiAddress;
}

export interface ThaiAddress {
  /** House number, village (moo), soi and road as printed before the sub-district. */
  street: string;
  /** Sub-district, district and province as printed, e.g. "ต.บางพลีใหญ่ อ.บางพลี จ.สมุทรปราการ". */
  area: string;
  provinceCode: string;
  districtCode: string;
}

const MALE: Array<[string, string]> = [
  ['สมชาย', 'Somchai'], ['สมศักดิ์', 'Somsak'], ['ประเสริฐ', 'Prasert'], ['วิชัย', 'Wichai'], ['สุรชัย', 'Surachai'],
  ['ธนากร', 'Thanakorn'], ['ณัฐพล', 'Nattaphon'], ['กิตติพงษ์', 'Kittipong'], ['อนุชา', 'Anucha'], ['ชัยวัฒน์', 'Chaiwat'],
  ['พงศกร', 'Pongsakorn'], ['วีระพงษ์', 'Weerapong'], ['ธีรวัฒน์', 'Theerawat'], ['อภิชาติ', 'Apichat'], ['บุญมี', 'Boonmee'],
  ['เอกชัย', 'Ekkachai'], ['ศุภชัย', 'Supachai'], ['สมพงษ์', 'Sompong'], ['ปิยะพงษ์', 'Piyapong'], ['นพดล', 'Noppadon'],
  ['วรวุฒิ', 'Worawut'], ['ธนพล', 'Thanaphon'], ['สุริยา', 'Suriya'], ['ภานุวัฒน์', 'Panuwat'],
];
const FEMALE: Array<[string, string]> = [
  ['สมหญิง', 'Somying'], ['วิไลวรรณ', 'Wilaiwan'], ['สุภาพร', 'Supaporn'], ['กนกวรรณ', 'Kanokwan'], ['ศิริพร', 'Siriporn'],
  ['นภาพร', 'Napaporn'], ['พรทิพย์', 'Porntip'], ['รัตนา', 'Rattana'], ['จันทร์เพ็ญ', 'Chanpen'], ['อรุณี', 'Arunee'],
  ['ณัฐธิดา', 'Natthida'], ['ปิยะนุช', 'Piyanuch'], ['สุนิสา', 'Sunisa'], ['วรรณา', 'Wanna'], ['กาญจนา', 'Kanchana'],
  ['มาลัย', 'Malai'], ['ชุติมา', 'Chutima'], ['พิมพ์ชนก', 'Pimchanok'], ['ธิดารัตน์', 'Thidarat'], ['อัญชลี', 'Anchalee'],
  ['สุดารัตน์', 'Sudarat'], ['เพ็ญศรี', 'Pensri'], ['ลำดวน', 'Lamduan'], ['จิราพร', 'Jiraporn'],
];
const SURNAMES: Array<[string, string]> = [
  ['ใจดี', 'Jaidee'], ['สุขสวัสดิ์', 'Suksawat'], ['ศรีสุข', 'Srisuk'], ['แสงทอง', 'Saengthong'], ['วงศ์สวัสดิ์', 'Wongsawat'],
  ['บุญมา', 'Boonma'], ['ทองดี', 'Thongdee'], ['รัตนพันธ์', 'Rattanaphan'], ['สมบูรณ์', 'Somboon'], ['จันทร์แก้ว', 'Chankaew'],
  ['พรหมมา', 'Promma'], ['ศรีวงศ์', 'Sriwong'], ['แก้วมณี', 'Kaewmanee'], ['ชัยมงคล', 'Chaimongkol'], ['อินทร์แก้ว', 'Inkaew'],
  ['เพชรรัตน์', 'Phetcharat'], ['สุวรรณศรี', 'Suwannasri'], ['ประเสริฐสุข', 'Prasertsuk'], ['มีสุข', 'Meesuk'], ['ทองคำ', 'Thongkham'],
  ['บุญเรือง', 'Boonruang'], ['คงสวัสดิ์', 'Khongsawat'], ['นาคสวัสดิ์', 'Naksawat'], ['ปัญญาดี', 'Panyadee'], ['ศรีสมบัติ', 'Srisombat'],
  ['กาญจนวงศ์', 'Kanchanawong'], ['พึ่งทอง', 'Phuengthong'], ['ดวงจันทร์', 'Duangchan'], ['วัฒนชัย', 'Wattanachai'], ['สายทอง', 'Saithong'],
];

// [sub-district, district, province, province code, district code]; district codes as the interior ministry
// numbers them (the 4th-5th digits of a personal number registered there).
const AREAS: Array<[string, string, string, string, string]> = [
  ['ต.บางพลีใหญ่', 'อ.บางพลี', 'จ.สมุทรปราการ', '11', '03'],
  ['ต.ปากน้ำ', 'อ.เมืองสมุทรปราการ', 'จ.สมุทรปราการ', '11', '01'],
  ['ต.บ้านใหม่', 'อ.ปากเกร็ด', 'จ.นนทบุรี', '12', '06'],
  ['ต.ตลาดขวัญ', 'อ.เมืองนนทบุรี', 'จ.นนทบุรี', '12', '01'],
  ['ต.คลองหนึ่ง', 'อ.คลองหลวง', 'จ.ปทุมธานี', '13', '02'],
  ['ต.ท่าศาลา', 'อ.เมืองลพบุรี', 'จ.ลพบุรี', '16', '01'],
  ['ต.หนองปรือ', 'อ.บางละมุง', 'จ.ชลบุรี', '20', '04'],
  ['ต.ในเมือง', 'อ.เมืองนครราชสีมา', 'จ.นครราชสีมา', '30', '01'],
  ['ต.ในเมือง', 'อ.เมืองอุบลราชธานี', 'จ.อุบลราชธานี', '34', '01'],
  ['ต.ในเมือง', 'อ.เมืองขอนแก่น', 'จ.ขอนแก่น', '40', '01'],
  ['ต.บ้านเป็ด', 'อ.เมืองขอนแก่น', 'จ.ขอนแก่น', '40', '01'],
  ['ต.ตลาด', 'อ.เมืองมหาสารคาม', 'จ.มหาสารคาม', '44', '01'],
  ['ต.ช้างเผือก', 'อ.เมืองเชียงใหม่', 'จ.เชียงใหม่', '50', '01'],
  ['ต.สุเทพ', 'อ.เมืองเชียงใหม่', 'จ.เชียงใหม่', '50', '01'],
  ['ต.รอบเวียง', 'อ.เมืองเชียงราย', 'จ.เชียงราย', '57', '01'],
  ['ต.หาดใหญ่', 'อ.หาดใหญ่', 'จ.สงขลา', '90', '11'],
];
const BANGKOK: Array<[string, string, string]> = [
  ['แขวงลาดยาว', 'เขตจตุจักร', '30'],
  ['แขวงสามเสนใน', 'เขตพญาไท', '14'],
  ['แขวงคลองตันเหนือ', 'เขตวัฒนา', '39'],
  ['แขวงห้วยขวาง', 'เขตห้วยขวาง', '17'],
  ['แขวงบางจาก', 'เขตพระโขนง', '09'],
  ['แขวงทุ่งสองห้อง', 'เขตหลักสี่', '41'],
  ['แขวงบางนา', 'เขตบางนา', '47'],
];
const SOIS = ['ซ.สุขุมวิท 71', 'ซ.ลาดพร้าว 64', 'ซ.รามคำแหง 24', 'ซ.พหลโยธิน 32', 'ซ.งามวงศ์วาน 23'];
const ROADS = ['ถ.มิตรภาพ', 'ถ.เพชรเกษม', 'ถ.สุขุมวิท', 'ถ.พหลโยธิน', 'ถ.ศรีนครินทร์'];

const TH_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];
const EN_MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'];

/** e.g. 12 ม.ค. 2530 (day, abbreviated Thai month, Buddhist-era year = Gregorian + 543) */
export function thaiDate(d: CalendarDate): string {
  return `${d.day} ${TH_MONTHS[d.month - 1]} ${d.year + 543}`;
}

/** e.g. 12 Jan. 1987 */
export function englishDate(d: CalendarDate): string {
  return `${d.day} ${EN_MONTHS[d.month - 1]} ${d.year}`;
}

/**
 * Check digit of a Thai personal number: the first twelve digits weighted 13 down to 2, then (11 − sum mod 11)
 * mod 10. e.g. thaiIdCheckDigit('110170020345') === '0' (sum 144, 144 mod 11 = 1)
 */
export function thaiIdCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return String((11 - (sum % 11)) % 10);
}

/** As the card prints it: 1 2345 67890 12 3 */
export function spacedThaiId(id: string): string {
  return `${id[0]} ${id.slice(1, 5)} ${id.slice(5, 10)} ${id.slice(10, 12)} ${id[12]}`;
}

export function randomDate(rng: Rng, fromYear: number, toYear: number, notAfter?: CalendarDate): CalendarDate {
  for (;;) {
    const year = rng.int(fromYear, toYear);
    const month = rng.int(1, 12);
    const date = new CalendarDate(year, month, rng.int(1, CalendarDate.daysInMonth(year, month)));
    if (!notAfter || date.dayNumber() <= notAfter.dayNumber()) return date;
  }
}

function randomAddress(rng: Rng): ThaiAddress {
  const house = rng.chance(0.6) ? `${rng.int(1, 399)}/${rng.int(1, 99)}` : String(rng.int(1, 999));
  if (rng.chance(0.3)) {
    const [khwaeng, khet, districtCode] = rng.pick(BANGKOK);
    const street = rng.chance(0.6) ? `${house} ${rng.pick(SOIS)}` : house;
    return { street, area: `${khwaeng} ${khet} กรุงเทพมหานคร`, provinceCode: '10', districtCode };
  }
  const [tambon, amphoe, changwat, provinceCode, districtCode] = rng.pick(AREAS);
  const parts = [house];
  if (rng.chance(0.7)) parts.push(`หมู่ที่ ${rng.int(1, 15)}`);
  if (rng.chance(0.2)) parts.push(rng.pick(ROADS));
  return { street: parts.join(' '), area: `${tambon} ${amphoe} ${changwat}`, provinceCode, districtCode };
}

/**
 * A plausible adult: the personal number starts with 3 for people entered in a house register before 1984
 * and with 1 for those born later and registered in time; digits 2-5 are the registering province and district.
 */
export function randomThaiPerson(rng: Rng, fromYear: number, toYear: number): ThaiPerson {
  const female = rng.chance(0.5);
  const [firstTh, firstEn] = rng.pick(female ? FEMALE : MALE);
  const [lastTh, lastEn] = rng.pick(SURNAMES);
  const married = female && rng.chance(0.5);
  const birth = randomDate(rng, fromYear, toYear);
  const address = randomAddress(rng);
  const first12 = `${birth.year < 1984 ? '3' : '1'}${address.provinceCode}${address.districtCode}${rng.chars('0123456789', 7)}`;
  return {
    female,
    titleTh: female ? (married ? 'นาง' : 'นางสาว') : 'นาย',
    titleEn: female ? (married ? 'Mrs.' : 'Miss') : 'Mr.',
    firstTh,
    firstEn,
    lastTh,
    lastEn,
    birth,
    idNumber: first12 + thaiIdCheckDigit(first12),
    address,
  };
}
