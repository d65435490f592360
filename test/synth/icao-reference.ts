/*
 * Independent re-implementations for the synth tests: the ICAO 7-3-1 check digit and a TD3 line-2 reader,
 * written from ICAO 9303 and not from src/, so a bug shared with the generator cannot hide itself.
 */

export function icaoCheckDigit(field: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  Array.from(field).forEach((ch, i) => {
    let value: number;
    if (ch === '<') value = 0;
    else if (ch >= '0' && ch <= '9') value = ch.charCodeAt(0) - 48;
    else if (ch >= 'A' && ch <= 'Z') value = ch.charCodeAt(0) - 65 + 10;
    else throw new Error(`not an MRZ character: ${ch}`);
    sum += value * weights[i % 3];
  });
  return sum % 10;
}

export interface Td3Line2 {
  number: string;
  numberCheck: string;
  nationality: string;
  birth: string;
  birthCheck: string;
  sex: string;
  expiry: string;
  expiryCheck: string;
  personal: string;
  personalCheck: string;
  composite: string;
}

export function readLine2(line: string): Td3Line2 {
  return {
    number: line.slice(0, 9),
    numberCheck: line[9],
    nationality: line.slice(10, 13),
    birth: line.slice(13, 19),
    birthCheck: line[19],
    sex: line[20],
    expiry: line.slice(21, 27),
    expiryCheck: line[27],
    personal: line.slice(28, 42),
    personalCheck: line[42],
    composite: line[43],
  };
}

/** Every check digit of a TD3 line 2; returns the names of the failing ones (empty when all hold). */
export function failingChecks(line: string): string[] {
  const f = readLine2(line);
  const failures: string[] = [];
  if (String(icaoCheckDigit(f.number)) !== f.numberCheck) failures.push('number');
  if (String(icaoCheckDigit(f.birth)) !== f.birthCheck) failures.push('birth');
  if (String(icaoCheckDigit(f.expiry)) !== f.expiryCheck) failures.push('expiry');
  const emptyPersonal = /^<{14}$/.test(f.personal);
  const personalOk = emptyPersonal
    ? f.personalCheck === '<' || f.personalCheck === '0'
    : String(icaoCheckDigit(f.personal)) === f.personalCheck;
  if (!personalOk) failures.push('personal');
  const compositeInput = line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 43);
  if (String(icaoCheckDigit(compositeInput)) !== f.composite) failures.push('composite');
  return failures;
}

/** YYMMDD to YYYY-MM-DD: birth dates never after `today`, expiry dates within 50 years of it (contract 1). */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today: string): string {
  const yy = Number(yymmdd.slice(0, 2));
  const rest = `${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const todayYear = Number(today.slice(0, 4));
  if (kind === 'birth') {
    const candidate = `${2000 + yy}-${rest}`;
    return candidate > today ? `${1900 + yy}-${rest}` : candidate;
  }
  const century = Math.floor(todayYear / 100) * 100;
  const options = [century - 100 + yy, century + yy, century + 100 + yy];
  const year = options.find((y) => Math.abs(y - todayYear) <= 50) ?? century + yy;
  return `${year}-${rest}`;
}

/** The MRZ name field as ICAO transliterates it, done the simple way (German umlauts, then strip accents). */
export function expectedMrzName(printed: string): string {
  return printed
    .toUpperCase()
    .replace(/Ä/g, 'AE')
    .replace(/Ö/g, 'OE')
    .replace(/Ü/g, 'UE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['.,]/g, '')
    .replace(/[ -]+/g, '<');
}
