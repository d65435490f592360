import { findMrz } from '../../src/mrz/find-mrz';

const today = new Date('2026-11-21T12:00:00Z');

const UTO_TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const UTO_TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];

describe('findMrz', () => {
  it('finds a TD3 MRZ below the visual zone of a noisy page', () => {
    const page = [
      'UTOPIA   PASSPORT / PASSEPORT',
      'Type/Type P   Code UTO   Passport No. L898902C3',
      'Surname / Nom',
      'ERIKSSON',
      'Given names / Prénoms',
      'ANNA MARIA',
      'Nationality UTOPIAN   Date of birth 12 AUG/AOUT 74',
      '',
      'p<uto eriksson«anna<maria«««««««««<',
      'L898902C36 UT07408122F1204159ZE184226B <<<<< 10',
      "  ,.; ~~ |||  '' signature",
    ].join('\n');
    const result = findMrz(page, { today });
    expect(result).not.toBeNull();
    expect(result!.lines).toEqual(UTO_TD3);
    expect(result!.valid).toBe(true);
    expect(result!.fields).toMatchObject({ surname: 'ERIKSSON', givenNames: 'ANNA MARIA', nationality: 'UTO', dateOfBirth: '1974-08-12' });
  });

  it('finds a TD1 MRZ with spaces, lower case, a filler run read as KLKL and angle-bracket junk', () => {
    const text = [
      'IDENTITY CARD  UTOPIA',
      'i<uto d231458907 ‹<<<<<<<<<<<<<<',
      '7408122F 1204159UTO<<KLKLKLKLK6',
      'ERIKSSON<<ANNA<MARIA〈<<<<<<<<<',
      '|| ..',
    ].join('\r\n');
    const result = findMrz(text, { today });
    expect(result?.lines).toEqual(UTO_TD1);
    expect(result?.format).toBe('TD1');
    expect(result?.valid).toBe(true);
  });

  it('returns the lines in page order', () => {
    const result = findMrz(`header\n${UTO_TD3[0]}\n${UTO_TD3[1]}\nfooter`, { today });
    expect(result?.lines).toEqual(UTO_TD3);
  });

  it('prefers a valid MRZ over an invalid one elsewhere on the page', () => {
    const broken = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898302C36UTO7408122F1204159ZE184226B<<<<<10'];
    const result = findMrz([...broken, 'some words between', ...UTO_TD3].join('\n'), { today });
    expect(result?.lines).toEqual(UTO_TD3);
    expect(result?.valid).toBe(true);
  });

  it('still returns the best invalid reading, with its failing checks', () => {
    const broken = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898302C36UTO7408122F1204159ZE184226B<<<<<10'];
    const result = findMrz(`PASSPORT\n${broken.join('\n')}\n`, { today });
    expect(result?.valid).toBe(false);
    expect(result?.lines).toEqual(broken);
    expect(result?.checks.filter((check) => !check.ok).map((check) => check.field)).toEqual(['documentNumber', 'composite']);
  });

  it('takes a passport first line read only in part, its tail filled with fillers, when the checks of the second line pass', () => {
    // The name line's fillers lost under a signature or an overprint: the number, dates, nationality and sex stand.
    const result = findMrz(`P<UTOERIKSSON<<ANNA<MA\n${UTO_TD3[1]}`, { today });
    expect(result?.fields).toMatchObject({ documentNumber: 'L898902C3', nationality: 'UTO', dateOfBirth: '1974-08-12', sex: 'F', surname: 'ERIKSSON', givenNames: 'ANNA MA' });
    expect(result?.valid).toBe(true);
    // The fillers added count as corrections: the same MRZ read whole elsewhere on the page wins.
    expect(findMrz(`P<UTOERIKSSON<<ANNA<MA\n${UTO_TD3[1]}\nwords\n${UTO_TD3.join('\n')}`, { today })?.lines).toEqual(UTO_TD3);
    // A short line that does not start like a passport's first line is not filled out: the second line is read
    // alone, without names.
    expect(findMrz(`PASSPORT OF UTOPIA ABC\n${UTO_TD3[1]}`, { today })?.lines[0]).toBe('P'.padEnd(44, '<'));
  });

  it('finds a visa', () => {
    const result = findMrz('VISA\nVCPOLKOWALSKA<KWIATKOWSKA<<BEATA<<<<\nPL00000008POL6002084F0505011<<<<<<<0\n', { today });
    expect(result?.fields).toMatchObject({ documentCode: 'VC', documentNumber: 'PL0000000', surname: 'KOWALSKA KWIATKOWSKA' });
  });

  it('does not take lines of the right length without an ICAO document code for an MRZ', () => {
    const notCode = 'THIS<IS<NOT<A<DOCUMENT<CODE<<<<<<<<<<<<<<<<<';
    expect(notCode).toHaveLength(44);
    expect(findMrz(`${notCode}\n${UTO_TD3[1]}`, { today })?.lines[0]).toBe('P'.padEnd(44, '<'));
    // Alone, a second line needs two passing check digits: one passes by chance on one line in ten.
    const oneCheck = UTO_TD3[1].replace('7408122', '7408123').replace('1204159', '1204158').replace('ZE184226B', 'ZE184227B');
    expect(findMrz(`${notCode}\n${oneCheck}`, { today })).toBeNull();
  });

  it('does not take a card\'s MRZ read two characters off, whose document code no card carries, for one', () => {
    // A Peruvian card's first line "I<PER47360945<6…" read with two characters too many and cut at the front: its
    // checks can still pass, but a TD1 document code starts with I, A or C, never P.
    const shifted = ['PERAT3600945<B6<<<<<<<<<<<<<<<', '8301149M3010079PER<<<<<<<<<<<0', 'DIAZ<PENA<<JORGE<LUIS<<<<<<<<<'];
    expect(findMrz(shifted.join('\n'), { today })).toBeNull();
  });

  it('does not take a reading where no check digit passes for an MRZ', () => {
    const noCheck = 'L898902C35UTO7408123F1204158ZE184226B<<<<<23';
    expect(findMrz(`${UTO_TD3[0]}\n${noCheck}`, { today })).toBeNull();
  });

  it('reads the lines of a band whose specks were read as short rows between them', () => {
    const found = findMrz(`${UTO_TD3[0]}\nF R 3 3\n${UTO_TD3[1]}`, { today });
    expect(found?.lines).toEqual(UTO_TD3);
  });

  it('leaves out what stands beside an MRZ line after a gap (a bracket, a label read on its row)', () => {
    const found = findMrz(`${UTO_TD3[0]} W\n${UTO_TD3[1]} F JSJJTJL`, { today });
    expect(found?.lines).toEqual(UTO_TD3);
  });

  it('takes a passport second line alone, its checks passing, where the name line was not read', () => {
    const found = findMrz(`PCCANMART INC<SSA\n${UTO_TD3[1]}`, { today });
    expect(found?.valid).toBe(true);
    expect(found?.fields.documentNumber).toBe('L898902C3');
    expect(found?.fields.surname).toBe('');
  });

  it('does not count a blank personal number, whose filler check digit passes on any line, as a passing check', () => {
    expect(findMrz(`${UTO_TD3[0]}\n3000509<9CAND50101912301141<<<<<<<<<<<<<<<08`, { today })).toBeNull();
  });

  it('returns null when there is no MRZ', () => {
    expect(findMrz('', { today })).toBeNull();
    expect(findMrz('nothing here\nat all, just text that is quite long and has many words in it\nand more of it here', { today })).toBeNull();
    expect(findMrz(UTO_TD3[0], { today })).toBeNull();
  });
});
