import { chooseVariants } from '../../src/mrz/choose-variants';
import { MRZ_LAYOUTS } from '../../src/mrz/formats';
import { UNCHANGED, type Variant } from '../../src/mrz/list-variants';

const TD3 = MRZ_LAYOUTS.find((layout) => layout.name === 'TD3')!;
const LINE1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
// Document number L8989O2C3 (O for 0 at column 5), personal number ZE1B4226B (B for 8 at column 31).
const READ = [LINE1, 'L8989O2C36UTO7408122F1204159ZE1B4226B<<<<<10'];

function change(col: number, ch: string, speculative = true): Variant {
  return { changes: [{ cell: { line: 1, col }, ch }], cost: 1, speculative, consistency: 2 };
}

describe('chooseVariants', () => {
  it('takes the combination that makes every check pass', () => {
    const lines = chooseVariants(TD3, READ, [[UNCHANGED, change(5, '0')], [UNCHANGED, change(31, '8')]]);
    expect(lines).toEqual([LINE1, 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']);
  });

  it('prefers fewer changes, then a better fit with the neighbours', () => {
    const costly: Variant = { ...change(5, '0'), cost: 2 };
    expect(chooseVariants(TD3, READ, [[UNCHANGED, costly, change(2, '5')], [UNCHANGED, change(31, '8')]])[1]).toBe(
      'L8589O2C36UTO7408122F1204159ZE184226B<<<<<10',
    );
    const worse: Variant = { ...change(2, '5'), consistency: 1 };
    expect(chooseVariants(TD3, READ, [[UNCHANGED, worse, change(5, '0')], [UNCHANGED, change(31, '8')]])[1]).toBe(
      'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
    );
  });

  it('changes nothing it cannot decide, and drops speculative changes that no longer validate alone', () => {
    // L8589O2C3 passes the check digit as well as L898902C3: a tie. The personal number fix both readings agree
    // on does not make the MRZ valid without one of them, so it goes too.
    const lines = chooseVariants(TD3, READ, [[UNCHANGED, change(5, '0'), change(2, '5')], [UNCHANGED, change(31, '8')]]);
    expect(lines).toEqual(READ);
  });

  it('keeps type-decided changes the tied readings agree on', () => {
    const lines = chooseVariants(TD3, READ, [[UNCHANGED, change(5, '0'), change(2, '5')], [UNCHANGED, change(31, '8', false)]]);
    expect(lines[1]).toBe('L8989O2C36UTO7408122F1204159ZE184226B<<<<<10');
  });

  it('does not believe a speculative change when another check still fails', () => {
    const brokenBirthCheck = [LINE1, 'L8989O2C36UTO7408123F1204159ZE184226B<<<<<10'];
    const lines = chooseVariants(TD3, brokenBirthCheck, [[UNCHANGED, change(5, '0')]]);
    expect(lines).toEqual(brokenBirthCheck);
    const typeDecided = chooseVariants(TD3, brokenBirthCheck, [[UNCHANGED, change(5, '0', false)]]);
    expect(typeDecided[1]).toBe('L898902C36UTO7408123F1204159ZE184226B<<<<<10');
  });
});
