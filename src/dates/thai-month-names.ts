/** Thai month names, January first, each with the abbreviation printed on ID cards. */
export const THAI_MONTH_NAMES: readonly (readonly [name: string, abbreviation: string])[] = [
  ['มกราคม', 'ม.ค.'],
  ['กุมภาพันธ์', 'ก.พ.'],
  ['มีนาคม', 'มี.ค.'],
  ['เมษายน', 'เม.ย.'],
  ['พฤษภาคม', 'พ.ค.'],
  ['มิถุนายน', 'มิ.ย.'],
  ['กรกฎาคม', 'ก.ค.'],
  ['สิงหาคม', 'ส.ค.'],
  ['กันยายน', 'ก.ย.'],
  ['ตุลาคม', 'ต.ค.'],
  ['พฤศจิกายน', 'พ.ย.'],
  ['ธันวาคม', 'ธ.ค.'],
];

// Marks above and below the line (vowels, tone marks, thanthakhat), which Thai OCR drops most often.
const MARKS = /\p{M}/gu;

const EXACT = new Map<string, number>();
// Full names only: without their marks the abbreviations collide (มี.ค. March and ม.ค. January both give มค).
const BARE = new Map<string, number>();
THAI_MONTH_NAMES.forEach(([name, abbreviation], index) => {
  for (const key of [name, abbreviation]) addOnce(EXACT, thaiKey(key), index + 1);
  addOnce(BARE, thaiKey(name).replace(MARKS, ''), index + 1);
});

function addOnce(map: Map<string, number>, key: string, month: number): void {
  if (map.has(key)) throw new Error(`thai-month-names: "${key}" is month ${month} but already month ${map.get(key)}`);
  map.set(key, month);
}

// Tesseract writes SARA AM as NIKHAHIT + SARA AA (U+0E4D U+0E32); abbreviations lose or gain dots and spaces.
function thaiKey(text: string): string {
  return text.normalize('NFC').replace(/\u0E4D\u0E32/g, '\u0E33').replace(/[.,\s]/g, '');
}

/**
 * Month number of a Thai month name or abbreviation as OCR reads it, or undefined. Dots and spaces inside
 * an abbreviation do not matter; a full name is still known when OCR dropped its vowel and tone marks.
 * e.g. thaiMonthFromName('ม.ค.') === 1; thaiMonthFromName('ม. ค') === 1; thaiMonthFromName('กุมภาพันธ') === 2
 */
export function thaiMonthFromName(name: string): number | undefined {
  const key = thaiKey(name);
  return EXACT.get(key) ?? BARE.get(key.replace(MARKS, ''));
}
