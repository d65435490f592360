import { NORMALISERS, tidyValue } from '../../src/rules/normalisers/registry';
import { normaliseThaiDate } from '../../src/dates/normalise-thai-date';

/**
 * What each `normalise:` entry does to a value as OCR read it. The UK licence's (gb_drivers_license.vehicleCategories,
 * gb_drivers_license.postcode) are covered in uk-licence-reading.test.ts. Thai strings are written with escapes where a mark matters.
 */

describe('thaiStrayMarks', () => {
  it.each([
    // A dot read as the vowel below ุ (U+0E38) after the abbreviation's dot.
    ['จ.ุมหาสารคาม', 'จ.มหาสารคาม'],
    // A mark at the start of the value, and one after a space.
    ['\u0E34สมชาย', 'สมชาย'],
    ['นาย \u0E48สมชาย', 'นาย สมชาย'],
    // After a Latin letter or a digit no Thai mark can stand.
    ['A\u0E48B 1\u0E39', 'AB 1'],
  ])('drops the marks that follow no letter in %j', (read, printed) => {
    expect(NORMALISERS.thaiStrayMarks(read)).toBe(printed);
  });

  it('keeps marks on their consonant, stacked marks, and SARA AM as tesseract writes it', () => {
    // ก่อน (tone mark on ก), น้ํา (tone mark then NIKHAHIT stacked on น, then SARA AA), ที่ (vowel then tone mark).
    const text = 'ก\u0E48อน น\u0E49\u0E4D\u0E32 ท\u0E35\u0E48';
    expect(NORMALISERS.thaiStrayMarks(text)).toBe(text);
  });
});

describe('it_id_card.houseNumber', () => {
  it('joins a house number read in two, and leaves a number before a word and a postcode alone', () => {
    expect(NORMALISERS['it_id_card.houseNumber']('VIA CAVOUR 1 38 BERGAMO (BG)')).toBe('VIA CAVOUR 138 BERGAMO (BG)');
    expect(NORMALISERS['it_id_card.houseNumber']('VIA 4 NOVEMBRE 12 ROMA (RM)')).toBe('VIA 4 NOVEMBRE 12 ROMA (RM)');
    expect(NORMALISERS['it_id_card.houseNumber']('VIA ROMA 1 20121 MILANO (MI)')).toBe('VIA ROMA 1 20121 MILANO (MI)');
  });
});

describe('titleCaseWords', () => {
  it.each([
    ['Mrs. Jiraporn WONgsawat', 'Mrs. Jiraporn Wongsawat'],
    ['BOONMa', 'Boonma'],
    // Words in capitals alone are left as printed.
    ['MR. WEERAPONG JAIDEE', 'MR. WEERAPONG JAIDEE'],
  ])('reads %j as %j', (read, printed) => {
    expect(NORMALISERS.titleCaseWords(read)).toBe(printed);
  });
});

describe('th_id_card.englishTitle', () => {
  it.each([
    ['MF. Prasert Inkaew', 'Mr. Prasert Inkaew'],
    ['MIS5 MALAI WONGSAWAT', 'MISS MALAI WONGSAWAT'],
    ['Mrs. Sudarat Boonma', 'Mrs. Sudarat Boonma'],
    // Two letters off, or as near two titles (MR. and MRS.): left as read.
    ['XY. Sudarat', 'XY. Sudarat'],
    ['MR5. WANNA INKAEW', 'MR5. WANNA INKAEW'],
  ])('reads %j as %j', (read, printed) => {
    expect(NORMALISERS['th_id_card.englishTitle'](read)).toBe(printed);
  });
});

describe('th_id_card.villageNumber', () => {
  it.each([
    // MAI EK (U+0E48) lost over the second word, then over both.
    ['750 หมู\u0E48ที 13 ต.บ้านเป็ด', '750 หมู\u0E48ที\u0E48 13 ต.บ้านเป็ด'],
    ['12 หมูที 4', '12 หมู\u0E48ที\u0E48 4'],
  ])('gives %j its tone marks back', (read, printed) => {
    expect(NORMALISERS['th_id_card.villageNumber'](read)).toBe(printed);
  });

  it('leaves the words alone where no number follows them', () => {
    expect(NORMALISERS['th_id_card.villageNumber']('หมูที ต.บ้านเป็ด')).toBe('หมูที ต.บ้านเป็ด');
  });
});

describe('thaiDate', () => {
  it.each([
    ['12 ม. ค. 2530', '12 ม.ค. 2530'], // the abbreviation's dots and spaces as printed
    ['8 ก.ุย. 2535', '8 ก.ย. 2535'], // a dot read as a vowel below
    ['8 กุย. 2535', '8 ก.ย. 2535'],
    ['12 มค 2530', '12 ม.ค. 2530'], // dots lost: still the abbreviation, spelt as printed
    ['20 n.@. 2540', '20 ก.ค. 2540'], // Latin look-alikes of ก and ค from the mixed Thai and English reading
    ['1 w.ค. 2564', '1 พ.ค. 2564'], // w for พ
    ['๑ มกราคม ๒๕๓๐', '1 มกราคม 2530'], // Thai digits, full month name
    ['05 มนาคม 2530', '5 มีนาคม 2530'], // a full name that lost its vowel mark; the day without its zero
    ['วันออกบัตร 12 ม.ค. 2530 Date of Issue', '12 ม.ค. 2530'], // the date found among other text
  ])('reads %j as %j', (read, printed) => {
    expect(NORMALISERS.thaiDate(read)).toBe(printed);
    expect(normaliseThaiDate(read)).toBe(printed);
  });

  it.each([
    ['12 Jan. 2530', 'an English month'],
    ['12 กข. 2530', 'no month name'],
    ['32 ม.ค. 2530', 'a day past 31'],
    ['12 ม.ค.', 'no year'],
    ['', 'nothing'],
  ])('gives "" for %j (%s), so the next source is tried', (read) => {
    expect(NORMALISERS.thaiDate(read)).toBe('');
  });

  it('keeps the Buddhist-era year as printed', () => {
    expect(NORMALISERS.thaiDate('1 ม.ค. 2567')).toBe('1 ม.ค. 2567');
  });
});

describe('stripAccents', () => {
  it.each([
    ['VERÓNICA', 'VERONICA'],
    ['JOSÉ MARÍA', 'JOSE MARIA'],
    ['MÜLLER ÇELIK', 'MULLER CELIK'],
    ['JOÃO', 'JOAO'], // a tilde on any letter but N goes
  ])('removes the accents in %j', (read, printed) => {
    expect(NORMALISERS.stripAccents(read)).toBe(printed);
  });

  it('keeps Ñ and ñ, which are letters of their own', () => {
    expect(NORMALISERS.stripAccents('NÚÑEZ MUÑOZ')).toBe('NUÑEZ MUÑOZ');
    // Also when OCR gives the decomposed form N + combining tilde; the result is the single letter.
    expect(NORMALISERS.stripAccents('PEN\u0303A n\u0303')).toBe('PE\u00D1A \u00F1');
  });
});

describe('ca_drivers_license.postalCode', () => {
  it.each([
    ['100 WELLINGTON ST OTTAWA, ON K1P OT3', '100 WELLINGTON ST OTTAWA, ON K1P 0T3'], // O for 0
    ['TORONTO ON M5V ZT6', 'TORONTO ON M5V 2T6'], // Z for 2
    ['VANCOUVER BC V68 1A1', 'VANCOUVER BC V6B 1A1'], // 8 for B
    ['MONTREAL QC H3Z2Y7', 'MONTREAL QC H3Z 2Y7'], // the space inside the code lost
    ['OTTAWA ON K1POT3', 'OTTAWA ON K1P 0T3'],
  ])('reads the postal code ending %j as its form allows', (read, printed) => {
    expect(NORMALISERS['ca_drivers_license.postalCode'](read)).toBe(printed);
  });

  it.each([
    ['12 MAIN STREET'], // a six-letter word that cannot be letter-digit-letter digit-letter-digit
    ['OTTAWA ON'],
    ['100 WELLINGTON ST OTTAWA ON K1P 0X3X'],
  ])('leaves %j, which ends with no postal code, as it is', (read) => {
    expect(NORMALISERS['ca_drivers_license.postalCode'](read)).toBe(read);
  });
});

describe('romanianCommaBelow', () => {
  it('writes Ș and Ț with the comma below, in both cases', () => {
    const out = NORMALISERS.romanianCommaBelow('Ploieşti ŞTEFAN Ţăranu ţară');
    expect(out).toBe('Ploiești ȘTEFAN Țăranu țară');
    // The comma-below letters (U+0218-U+021B), not the cedilla ones (U+015E, U+015F, U+0162, U+0163).
    expect([...out].filter((c) => /[ȘșȚț]/.test(c)).map((c) => c.codePointAt(0))).toEqual([0x0219, 0x0218, 0x021a, 0x021b]);
    expect(out).not.toMatch(/[ŞşŢţ]/);
  });

  it('leaves text already spelt with the comma below, and other letters with a cedilla, as they are', () => {
    expect(NORMALISERS.romanianCommaBelow('Ștefan Țăranu FRANÇOIS')).toBe('Ștefan Țăranu FRANÇOIS');
  });
});

describe('frenchNameDiaeresis', () => {
  it('reads an ê after a vowel as the ë French names write there, and leaves ê after a consonant', () => {
    expect(NORMALISERS.frenchNameDiaeresis('Anne-Joêlle, Louise')).toBe('Anne-Joëlle, Louise');
    expect(NORMALISERS.frenchNameDiaeresis('NOÊL')).toBe('NOËL');
    expect(NORMALISERS.frenchNameDiaeresis('Benoît Crêpel')).toBe('Benoît Crêpel');
  });
});

describe('smallLookalikes', () => {
  it('makes small a look-alike capital read among small letters', () => {
    expect(NORMALISERS.smallLookalikes('Miss Porntip SOmboon')).toBe('Miss Porntip Somboon');
    expect(NORMALISERS.smallLookalikes('Mr. Wichai KhOngkaew')).toBe('Mr. Wichai Khongkaew');
  });

  it('leaves words in capitals, capitals that look unlike their small letter, and initials alone', () => {
    expect(NORMALISERS.smallLookalikes('Mr. SOMCHAI JAIDEE')).toBe('Mr. SOMCHAI JAIDEE');
    expect(NORMALISERS.smallLookalikes('McDonald')).toBe('McDonald');
    expect(NORMALISERS.smallLookalikes('Oscar O. Sow')).toBe('Oscar O. Sow');
  });
});

describe('oIsZero', () => {
  it('reads every O as the 0 it stands for in an identifier without the letter', () => {
    expect(NORMALISERS.oIsZero('JNTBXTOU6')).toBe('JNTBXT0U6');
    expect(NORMALISERS.oIsZero('NU8S6PFV7')).toBe('NU8S6PFV7');
  });
});

describe('nameInitialI', () => {
  it('reads a small l starting a name word, or after an abbreviation\'s dot, as the capital I it stands for', () => {
    expect(NORMALISERS.nameInitialI('Jud.IS Mun.lași')).toBe('Jud.IS Mun.Iași');
    expect(NORMALISERS.nameInitialI('Str.Avram lancu nr.39')).toBe('Str.Avram Iancu nr.39');
    expect(NORMALISERS.nameInitialI('lași')).toBe('Iași');
  });

  it('leaves an l inside a word, before a capital or a digit, and words in capitals', () => {
    expect(NORMALISERS.nameInitialI('Mun.Galați Str.Lalelelor bl.3')).toBe('Mun.Galați Str.Lalelelor bl.3');
    expect(NORMALISERS.nameInitialI('SPCLEP Sector l2 lL')).toBe('SPCLEP Sector l2 lL');
  });
});

describe('capitalsI', () => {
  it('reads every lowercase l as a capital I', () => {
    expect(NORMALISERS.capitalsI('PIO Il')).toBe('PIO II');
    expect(NORMALISERS.capitalsI('lVREA')).toBe('IVREA');
  });

  it('leaves other letters, and capital L, as they are', () => {
    expect(NORMALISERS.capitalsI('LUCA ROSSI 1')).toBe('LUCA ROSSI 1');
  });

  it('leaves the l of a word printed in small letters', () => {
    expect(NORMALISERS.capitalsI('Via Delle Rose 21, Monte Rosso (PD)')).toBe('Via Delle Rose 21, Monte Rosso (PD)');
    expect(NORMALISERS.capitalsI('VIlLA Delle')).toBe('VIILA Delle');
  });
});

describe('joinHyphens', () => {
  it.each([
    ['SAINT -DENIS', 'SAINT-DENIS'],
    ['SAINT- DENIS (93)', 'SAINT-DENIS (93)'],
    ['Jean -Pierre', 'Jean-Pierre'],
  ])('joins the parts of %j', (read, printed) => {
    expect(NORMALISERS.joinHyphens(read)).toBe(printed);
  });

  it('keeps a dash spaced on both sides, and a hyphen next to digits', () => {
    expect(NORMALISERS.joinHyphens('QUILMES - BUENOS AIRES')).toBe('QUILMES - BUENOS AIRES');
    expect(NORMALISERS.joinHyphens('BAT 3 -4')).toBe('BAT 3 -4');
  });
});

describe('decimalComma', () => {
  it.each([
    ['1,72', '1.72'],
    ['1,72 m', '1.72 m'],
  ])('writes the decimal comma of %j as a dot', (read, printed) => {
    expect(NORMALISERS.decimalComma(read)).toBe(printed);
  });

  it('leaves a comma that is not between two digits', () => {
    expect(NORMALISERS.decimalComma('SMITH, JOHN 1, 5')).toBe('SMITH, JOHN 1, 5');
  });
});

describe('asciiDigits', () => {
  it.each([
    ['١٩٩٠', '1990'], // Eastern Arabic
    ['۱۳۹۸', '1398'], // Persian
    ['๒๕๓๐', '2530'], // Thai
    ['\u200F١٥/\u200F٠٣/٢٠١٩', '15/03/2019'], // bidi marks dropped
    ['A12 ม.ค.', 'A12 ม.ค.'],
  ])('writes %j as %j', (read, printed) => {
    expect(NORMALISERS.asciiDigits(read)).toBe(printed);
  });
});

describe('thaiSaraAm', () => {
  it('writes NIKHAHIT + SARA AA as the one letter SARA AM', () => {
    expect(NORMALISERS.thaiSaraAm('ท\u0E4D\u0E32งาน')).toBe('ท\u0E33งาน');
    expect(NORMALISERS.thaiSaraAm('น\u0E49\u0E4D\u0E32')).toBe('น\u0E49\u0E33');
  });

  it('leaves SARA AA alone and an already single SARA AM as it is', () => {
    expect(NORMALISERS.thaiSaraAm('นาย ทำ')).toBe('นาย ทำ');
  });
});

describe('tidyValue: a height in feet and inches', () => {
  it.each([
    [`5'-08"`, `5'-08"`], // the inch mark is part of the value, not edge junk
    [`5’-08”`, `5'-08"`], // typographic quotes as ASCII
    [`5 ' - 08 "`, `5'-08"`], // OCR spaces
    [`5' 08"`, `5'08"`],
    [`5-08"`, `5'-08"`], // the foot mark lost
    [`  6'-01"  `, `6'-01"`],
  ])('reads %j as %j', (read, printed) => {
    expect(tidyValue(read)).toBe(printed);
  });

  it('still strips a quote at the edge of any other value', () => {
    expect(tidyValue(`"ZENITH"`)).toBe('ZENITH');
    expect(tidyValue('‚NORDHAVEN’')).toBe('NORDHAVEN'); // a low and a high single quote, as a re-read leaves them
    expect(tidyValue('NORDSTADT 4E_ BEZIRK')).toBe('NORDSTADT 4E BEZIRK');
    expect(tidyValue(`12 HIGH ST"`)).toBe('12 HIGH ST');
  });

  it('reads an apostrophe between a house number and its street as the space it was', () => {
    expect(tidyValue("9815'CEDAR CT")).toBe('9815 CEDAR CT');
    expect(tidyValue("12 O'BRIEN ST")).toBe("12 O'BRIEN ST");
  });

  it('drops a full stop after an Arabic word, and keeps a one-letter abbreviation\'s', () => {
    expect(tidyValue('محاسبة. مصلحة الضرائب')).toBe('محاسبة مصلحة الضرائب');
    expect(tidyValue('محاسبة.')).toBe('محاسبة');
    expect(tidyValue('٥٧ ش. الثورة')).toBe('٥٧ ش. الثورة');
  });

  it('drops a stop after a word of six capitals or more before a number or at the end, and keeps an abbreviation\'s', () => {
    expect(tidyValue('C ZARAGOZA.2457 COL CENTRO')).toBe('C ZARAGOZA 2457 COL CENTRO');
    expect(tidyValue('POPESCU.')).toBe('POPESCU');
    expect(tidyValue('REYNOSA, TAMPS.')).toBe('REYNOSA, TAMPS.');
    expect(tidyValue('AV. JUAREZ 12 ACAPULCO, GRO.')).toBe('AV. JUAREZ 12 ACAPULCO, GRO.');
  });

  it('drops an Arabic letter standing alone at a value\'s end', () => {
    expect(tidyValue('مريم حسين إبراهيم ب')).toBe('مريم حسين إبراهيم');
    expect(tidyValue('٥٧ ش الثورة')).toBe('٥٧ ش الثورة');
  });

  it('drops a stop between capitals words after a word of five or more, and a dash before UND', () => {
    expect(tidyValue('VIA DANTE. ALIGHIERI 115')).toBe('VIA DANTE ALIGHIERI 115');
    expect(tidyValue('AV. DE LA CONSTITUCION')).toBe('AV. DE LA CONSTITUCION');
    expect(tidyValue('C ZARAGOZA 2390 FRACC. INDEPENDENCIA')).toBe('C ZARAGOZA 2390 FRACC. INDEPENDENCIA');
    expect(tidyValue('FREIE-UND HANSESTADT HAMBURG')).toBe('FREIE UND HANSESTADT HAMBURG');
  });

  it('drops a dash after a Thai word', () => {
    expect(tidyValue('นาย- ธนพล ชัยมงคล')).toBe('นาย ธนพล ชัยมงคล');
  });

  it('drops a dash glued to a number after a word, and keeps a range and a spaced dash', () => {
    expect(tidyValue('90402 NÜRNBERG BAHNHOFSTRASSE -72')).toBe('90402 NÜRNBERG BAHNHOFSTRASSE 72');
    expect(tidyValue('KÖNIGSWEG 10-12')).toBe('KÖNIGSWEG 10-12');
    expect(tidyValue('CORRIENTES - 3400')).toBe('CORRIENTES - 3400');
  });

  it('drops a mark standing alone between words, and keeps a lone dash', () => {
    expect(tidyValue('FLAT 4 ~ 12 HIGH ST')).toBe('FLAT 4 12 HIGH ST');
    expect(tidyValue('ZENITH | NORD')).toBe('ZENITH NORD');
    expect(tidyValue('VALDORIA - CAPITAL')).toBe('VALDORIA - CAPITAL');
  });

  it('strips typographic quotes at a value\'s edges', () => {
    expect(tidyValue('“KARYAWAN SWASTA')).toBe('KARYAWAN SWASTA');
    expect(tidyValue('ISLAM”')).toBe('ISLAM');
  });
});

describe('tidyValue and heights in feet and inches', () => {
  it('keeps the inch mark of a height, even with junk around it', () => {
    expect(tidyValue(': 5\'-08" |')).toBe('5\'-08"');
    expect(tidyValue('6-01"')).toBe('6\'-01"');
  });
  it('does not turn a three-digit number with a stray quote into a height', () => {
    expect(tidyValue('180"')).toBe('180');
    expect(tidyValue('5\'-13"')).toBe('5\'-13');
  });
});

describe('tidyValue: a blood group', () => {
  it('keeps the Rhesus sign, minus as well as plus, and stops there', () => {
    expect(tidyValue('O-')).toBe('O-');
    expect(tidyValue(' AB - ')).toBe('AB-');
    expect(tidyValue('A+')).toBe('A+');
    // Any other value still loses a trailing dash.
    expect(tidyValue('CAPITAL -')).toBe('CAPITAL');
  });
});

describe('footMark', () => {
  it('writes a height\'s foot mark read as a degree sign as the apostrophe printed, and leaves other heights alone', () => {
    expect(NORMALISERS.footMark('5°-08"')).toBe('5\'-08"');
    expect(NORMALISERS.footMark('5°06"')).toBe('5\'06"');
    expect(NORMALISERS.footMark('5\'-10"')).toBe('5\'-10"');
    expect(NORMALISERS.footMark('5-10')).toBe('5-10');
  });

  it('writes both marks back where only the inch mark was read, and leaves a number without one alone', () => {
    expect(NORMALISERS.footMark('508"')).toBe('5\'-08"');
    expect(NORMALISERS.footMark('510”')).toBe('5\'-10"');
    expect(NORMALISERS.footMark('508')).toBe('508');
    expect(NORMALISERS.footMark('518"')).toBe('518"'); // no inches past 11
  });
});
