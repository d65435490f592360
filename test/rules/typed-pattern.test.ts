import { applyShape, describeShape, shapeProblem } from '../../src/rules/sources/typed-pattern';

/** A value said by its shape: what a rules file's `digits:` and `shape:` select, and how lint says them. */
describe('typed patterns', () => {
  it('reads look-alikes as what each position holds, and drops the spaces OCR put between positions', () => {
    expect(applyShape('No. SA 47O7O24', 'AA9999999')).toBe('SA4707024');
    expect(applyShape('S8 4707024', 'AA9999999')).toBe('SB4707024');
    expect(applyShape('3l74 O623 O568 1S25', '9'.repeat(16))).toBe('3174062305681525');
  });

  it('finds no value inside a longer run of letters and digits', () => {
    expect(applyShape('1725 cm', '999')).toBe('');
    expect(applyShape('XSA4707024', 'AA9999999')).toBe('');
    expect(applyShape('172 cm', '999')).toBe('172');
  });

  it('takes an escaped class key, and any other character, as itself', () => {
    expect(applyShape('GHA-712345678-5', 'GH\\A-999999999-9')).toBe('GHA-712345678-5');
    expect(applyShape('GHB-712345678-5', 'GH\\A-999999999-9')).toBe('');
    expect(applyShape('GHB-712345678-5', 'GHA-999999999-9')).toBe('GHB-712345678-5');
  });

  it('says a shape in words for rules lint --explain, and names what is wrong with one', () => {
    expect(describeShape('AA9999999')).toBe('2 letters, 7 digits');
    expect(describeShape('GH\\A-999999999-9')).toBe('"GHA-", 9 digits, "-", 1 digit');
    expect(describeShape('XX9')).toBe('2 letters or digits, 1 digit');
    expect(shapeProblem('--')).toMatch(/no position/);
    expect(shapeProblem('\\A\\9')).toMatch(/no position/);
    expect(shapeProblem('AA 99')).toMatch(/holds a space/);
    expect(shapeProblem('AA99')).toBeUndefined();
  });
});
