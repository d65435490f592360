import { checkDigit } from '../../src/mrz/check-digit';
import { correctMrz } from '../../src/mrz/correct-mrz';
import type { MrzResult } from '../../src/mrz/types';
import { MISPRINTED_SPECIMENS } from './misprinted-specimens';

const today = new Date('2026-11-21T12:00:00Z');

const UTO_TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const UTO_TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const DEU_TD3 = ['P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'CZ6311T472D<<8308126F34050192405<<<<<<<<<<10'];
const CAN_TD3 = ['P<CANMORIN<<JULIE<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'KE050903<5CAN7902147F3106051<<<<<<<<<<<<<<08'];
const POL_TD1 = ['I<POLZZC9000094<<<<<<<<<<<<<<<', '8101028M2501305POL810102001412', 'KOWALSKI<<JAN<<<<<<<<<<<<<<<<<'];
const UTO_TD2 = ['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'];
const UTO_MRVA = ['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L8988901C4XXX4009078F96121096ZE184226B<<<<<<'];

function correct(lines: string[]): MrzResult {
  const result = correctMrz(lines, { today });
  if (!result) throw new Error(`no layout for ${JSON.stringify(lines)}`);
  return result;
}

function failing(result: MrzResult): string[] {
  return result.checks.filter((check) => !check.ok).map((check) => check.field);
}

describe('correctMrz: valid input', () => {
  it.each([
    ['UTO TD3', UTO_TD3],
    ['UTO TD1', UTO_TD1],
    ['DEU TD3', DEU_TD3],
    ['CAN TD3', CAN_TD3],
    ['POL TD1', POL_TD1],
    ['UTO TD2', UTO_TD2],
    ['UTO MRV-A', UTO_MRVA],
    ['KLEIN', ['P<UTOKLEIN<<ELLE<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']],
    ['DEU TD1', ['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<']],
  ])('leaves %s untouched', (_name, lines) => {
    const result = correct(lines);
    expect(result.lines).toEqual(lines);
    expect(result.valid).toBe(true);
    expect(result.corrections).toBe(0);
  });
});

describe('correctMrz: OCR confusions', () => {
  it('fixes digits in letter positions and letters in digit positions', () => {
    // names ERIKSS0N and MAR1A, nationality UT0, birth date 74O8I2 and its check digit Z
    const result = correct(['P<UTOERIKSS0N<<ANNA<MAR1A<<<<<<<<<<<<<<<<<<<', 'L898902C36UT074O8I2ZF1204159ZE184226B<<<<<10']);
    expect(result.lines).toEqual(UTO_TD3);
    expect(result.valid).toBe(true);
    expect(result.corrections).toBe(6);
    expect(result.fields.dateOfBirth).toBe('1974-08-12');
  });

  it('lets the check digit choose among a document number\'s confusable characters', () => {
    const result = correct(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L8989O2C36UTO7408122F1204159ZE184226B<<<<<10']);
    expect(result.lines).toEqual(UTO_TD3);
    expect(result.fields.documentNumber).toBe('L898902C3');
    expect(result.corrections).toBe(1);
  });

  it.each([
    ['S for 5 and B for 8 in a TD1 document number', ['I<UTOD23145B907<<<<<<<<<<<<<<<', UTO_TD1[1], UTO_TD1[2]], UTO_TD1],
    ['I for 1 in a German document number', [DEU_TD3[0], 'CZ63I1T472D<<8308126F34050192405<<<<<<<<<<10'], DEU_TD3],
    ['every O for 0 at once in a Dutch document number', ['P<NLDMEULENDIJK<<LOES<ALBERTINE<<<<<<<<<<<<<', 'XA0OOOO148NLD7110195F0604121123456782<<<<<02'], ['P<NLDMEULENDIJK<<LOES<ALBERTINE<<<<<<<<<<<<<', 'XA00000148NLD7110195F0604121123456782<<<<<02']],
    ['Z for 2 in a German birth date and D for 0 in its expiry', [DEU_TD3[0], 'CZ6311T472D<<83O8126F34D50192405<<<<<<<<<<1O'], DEU_TD3],
    ['O for 0 in a composite check digit', [UTO_TD3[0], 'L898902C36UTO7408122F1204159ZE184226B<<<<<1O'], UTO_TD3],
    ['5 for S in a TD1 name and 0 for O in a nationality', [UTO_TD1[0], '7408122F1204159UT0<<<<<<<<<<<6', 'ERIK5SON<<ANNA<MARIA<<<<<<<<<<'], UTO_TD1],
    ['B for 8 in a personal number', [UTO_TD3[0], 'L898902C36UTO7408122F1204159ZE1B4226B<<<<<10'], UTO_TD3],
    ['O for 0 in Polish optional data (composite only)', [POL_TD1[0], '8101028M2501305POL81O102001412', POL_TD1[2]], POL_TD1],
    ['O for 0 in a visa document number', [UTO_MRVA[0], 'L89889O1C4XXX4009078F96121096ZE184226B<<<<<<'], UTO_MRVA],
  ])('restores %s', (_name, read, original) => {
    const result = correct(read);
    expect(result.lines).toEqual(original);
    expect(result.valid).toBe(true);
    expect(result.corrections).toBeGreaterThan(0);
  });

  it('decides between the digits a T may be by the check digit', () => {
    expect(correct([UTO_TD3[0], 'L898902C36UTOT408122F1204159ZE184226B<<<<<10']).lines).toEqual(UTO_TD3); // T → 7
    expect(correct([UTO_TD3[0], 'L898902C36UTO7408122FT204159ZE184226B<<<<<10']).lines).toEqual(UTO_TD3); // T → 1
  });

  it('upper-cases and drops spaces', () => {
    const result = correct(['p<uto eriksson<<anna<maria<<<<<<<<<<<<<<<<<<<', ' L898902C36 UTO7408122F1204159ZE184226B<<<<<10 ']);
    expect(result.lines).toEqual(UTO_TD3);
  });
});

describe('correctMrz: filler runs read as letters', () => {
  it('repairs a name tail read as KLKL', () => {
    const result = correct(['P<UTOERIKSSON<<ANNA<MARIA<<<KLKLKLKLKLKLKLKL', UTO_TD3[1]]);
    expect(result.lines).toEqual(UTO_TD3);
    expect(result.fields.givenNames).toBe('ANNA MARIA');
  });

  it('repairs a blank personal number read as KLKL', () => {
    const result = correct([CAN_TD3[0], 'KE050903<5CAN7902147F3106051KLKLKLKLKLKLKL08']);
    expect(result.lines).toEqual(CAN_TD3);
    expect(result.valid).toBe(true);
  });

  it('repairs the end of a personal number, keeping its real last letter', () => {
    const result = correct([UTO_TD3[0], 'L898902C36UTO7408122F1204159ZE184226B<KLKL10']);
    expect(result.lines).toEqual(UTO_TD3);
  });

  it('repairs a run glued to a personal number, which the check digits cannot see', () => {
    // KLKLK at weights 7, 3, 1, 7, 3 adds a multiple of ten: the line as read passes every check.
    const result = correct([UTO_TD3[0], 'L898902C36UTO7408122F1204159ZE184226BKLKLK10']);
    expect(result.lines).toEqual(UTO_TD3);
    expect(result.corrections).toBe(5);
  });

  it('lets the check digit keep a real letter that ends data before a misread run', () => {
    const original = ['P<AUSCITIZEN<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<', 'U0996738<2UTO7906075F1112256<50013871L<<<<68'];
    const result = correct([original[0], 'U0996738<2UTO7906075F1112256<50013871LKLKLK68']);
    expect(result.lines).toEqual(original);
    expect(result.fields.personalNumber).toBe('50013871L');
  });

  it('keeps a personal number as read where its own check digit agrees, letters and all', () => {
    // Never forced into digits (ZE184226B is not 2E1842268) nor its letters into fillers.
    for (const number of ['ZE184226B<<<<<', 'AB12C<<<<<<<<<', '1234567CSE<<<<']) {
      const line = `L898902C36UTO7408122F1204159${number}`;
      const withCheck = line + checkDigit(number);
      const data = `${withCheck}${checkDigit(withCheck.slice(0, 10) + withCheck.slice(13, 20) + withCheck.slice(21, 43))}`;
      const result = correct([UTO_TD3[0], data]);
      expect(result.valid).toBe(true);
      expect(result.fields.personalNumber).toBe(number.replace(/<+$/, ''));
    }
  });

  it('repairs TD1 optional data read as KLKL, and a run read longer than it is', () => {
    expect(correct([UTO_TD1[0], '7408122F1204159UTO<<KLKLKLKLK6', UTO_TD1[2]]).lines).toEqual(UTO_TD1);
    // the LSTM engine's `ESP<<KLKLKLKLKLKLKLKLS`: 19 characters for 11 fillers
    const spanish = correct(['IDESPBAB1834284<44282767Q0<<<<', '8001010F1301017ESP<<KLKLKLKLKLKLKLKLS3', 'MUESTRA<MUESTRA<<CARMEN<<<<<<<']);
    expect(spanish.lines[1]).toBe('8001010F1301017ESP<<<<<<<<<<<3');
  });

  it('keeps a real name made of look-alike letters', () => {
    const lines = ['P<UTOKLEIN<<ELLE<<<<<<<<<<<<<<<<<<<<<<<<<<<<', UTO_TD3[1]];
    expect(correct(lines).fields).toMatchObject({ surname: 'KLEIN', givenNames: 'ELLE' });
  });
});

describe('correctMrz: line lengths', () => {
  it.each([
    ['a dropped trailing filler on a TD3 name line', [UTO_TD3[0].slice(0, 43), UTO_TD3[1]], UTO_TD3, 1],
    ['an extra filler on a TD3 name line', [UTO_TD3[0] + '<', UTO_TD3[1]], UTO_TD3, 1],
    ['two fillers dropped from a TD3 personal number', [UTO_TD3[0], 'L898902C36UTO7408122F1204159ZE184226B<<<10'], UTO_TD3, 2],
    ['a dropped filler on a TD1 name line', [UTO_TD1[0], UTO_TD1[1], UTO_TD1[2].slice(0, 29)], UTO_TD1, 1],
    ['an extra filler in TD1 optional data', [UTO_TD1[0] + '<', UTO_TD1[1], UTO_TD1[2]], UTO_TD1, 1],
  ])('pads or trims %s', (_name, read, original, corrections) => {
    const result = correct(read);
    expect(result.lines).toEqual(original);
    expect(result.valid).toBe(true);
    expect(result.corrections).toBe(corrections);
  });

  it('pads a last line whose filler run the engine stopped reading before its end', () => {
    // co_id_card/cedula-digital-laura-walteros-back: every engine reads the name line 27 characters long
    const colombian = ['ICCOL000000012305001<<<<<<<<<<', '0403151F3203190COL1234567890<0', 'QUINTERO<<SOFIA<<<<<<<<<<<<<<<'];
    const result = correct([colombian[0], colombian[1], 'QUINTERO<<SOFIA<<<<<<<<<<<<']);
    expect(result.lines).toEqual(colombian);
    expect(result.fields).toMatchObject({ surname: 'QUINTERO', givenNames: 'SOFIA', dateOfBirth: '2004-03-15', sex: 'F', optionalData2: '1234567890' });
    // the card's own document-number and composite check digits fail as printed
    expect(failing(result)).toEqual(['documentNumber', 'composite']);
  });

  it('drops a stray character read before or after a line when the check digits then pass', () => {
    // passport/hrv-specimen-2009: every engine reads line 2 with one more character in front
    const hrv = ['P<HRVSPECIMEN<<SPECIMEN<<<<<<<<<<<<<<<<<<<<<', '0070070071HRV8212258F1407019<<<<<<<<<<<<<<06'];
    const front = correct([hrv[0], `1${hrv[1]}`]);
    expect(front.lines).toEqual(hrv);
    expect(front.valid).toBe(true);
    expect(front.fields).toMatchObject({ documentNumber: '007007007', dateOfBirth: '1982-12-25', sex: 'F' });
    expect(front.corrections).toBe(1);
    expect(correct([UTO_TD3[0], `${UTO_TD3[1]}X`]).lines).toEqual(UTO_TD3);
  });

  it('trims filler noise off the end of a name line, which no check digit covers', () => {
    // passport/can-brown-hollie-azure, the LSTM engine's page read: one character too many, all filler noise
    const result = correct(['P<CANBROWNS<HOLLIECC<<CLCLLLLLLLLLLLLLLLLLLLL', 'ZE000509<9CAN8501019F2301147<<<<<<<<<<<<<<08']);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({ documentNumber: 'ZE000509', issuingState: 'CAN', dateOfBirth: '1985-01-01' });
  });

  it('does not drop letters to make a line fit when the check digits do not then pass', () => {
    // a stray that leaves a failing check behind (birth date 740813) is not believed
    const read = correct([UTO_TD3[0], 'X' + UTO_TD3[1].replace('7408122', '7408132')]);
    expect(read.valid).toBe(false);
    expect(read.lines[1]).not.toBe(UTO_TD3[1].replace('7408122', '7408132'));
    expect(read.fields.documentNumber).not.toBe('L898902C3');
  });

  it('returns null when the lines fit no layout', () => {
    expect(correctMrz(['P<UTOERIKSSON'], { today })).toBeNull();
    expect(correctMrz([UTO_TD3[0].slice(0, 30), UTO_TD3[1]], { today })).toBeNull();
  });
});

describe('correctMrz: never invents', () => {
  it('leaves a digit misread as another digit failing', () => {
    const read = [UTO_TD3[0], 'L898302C36UTO7408122F1204159ZE184226B<<<<<10'];
    const result = correct(read);
    expect(result.valid).toBe(false);
    expect(result.lines).toEqual(read);
    expect(failing(result)).toEqual(['documentNumber', 'composite']);
  });

  it('does not turn a misreading outside the confusion pairs into another valid number', () => {
    // 3 read as Z: changing 2 to Z and 1 to I would pass the check digit, by luck.
    const read = ['I<UTOD2Z1458907<<<<<<<<<<<<<<<', UTO_TD1[1], UTO_TD1[2]];
    const result = correct(read);
    expect(result.valid).toBe(false);
    expect(result.lines).toEqual(read);
  });

  it('does not mend a block edge by luck: a digit misread as another digit next to a letter prefix', () => {
    // 5 read as 6; reading the prefix D as 0 would pass the check digit, but D starts a letter prefix as often.
    const read = ['I<UTOD231468907<<<<<<<<<<<<<<<', UTO_TD1[1], UTO_TD1[2]];
    const result = correct(read);
    expect(result.valid).toBe(false);
    expect(result.lines).toEqual(read);
  });

  it('does not take a letter before real fillers for a misread filler', () => {
    // 1 read as I: turning the real last letter L into a filler would pass both checks, by luck.
    const read = ['P<AUSCITIZEN<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<', 'U0996738<2UTO7906075F1112256<5001387IL<<<<68'];
    const result = correct(read);
    expect(result.valid).toBe(false);
    expect(result.fields.personalNumber).toBe('5001387IL');
  });

  it('does not replace a legal character where that breaks a letter or digit block', () => {
    // B read as 8 at the end of a personal number: 8 fits among the digits, so nothing says it is wrong.
    const read = [UTO_TD3[0], 'L898902C36UTO7408122F1204159ZE1842268<<<<<10'];
    const result = correct(read);
    expect(result.valid).toBe(false);
    expect(failing(result)).toEqual(['personalNumber', 'composite']);
    expect(result.fields.personalNumber).toBe('ZE1842268');
  });

  it('does not guess a document number with two independent misreadings it cannot tell apart', () => {
    const result = correct(['I<UTOD23I4589O7<<<<<<<<<<<<<<<', UTO_TD1[1], UTO_TD1[2]]);
    expect(result.valid).toBe(false);
    expect(result.fields.documentNumber).toBe('D23I4589O');
    expect(failing(result)).toEqual(['documentNumber', 'composite']);
  });

  it.each(MISPRINTED_SPECIMENS)('leaves the %s, printed with wrong check digits, as printed', (_name, lines, failures) => {
    const result = correct(lines);
    expect(result.lines).toEqual(lines);
    expect(result.valid).toBe(false);
    expect(failing(result)).toEqual(failures);
    expect(result.corrections).toBe(0);
  });
});
