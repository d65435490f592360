import { charValue, checkDigit } from '../../src/mrz/check-digit';
import { isCheckOk } from '../../src/mrz/is-check-ok';

describe('checkDigit', () => {
  it.each([
    ['L898902C3', 6], // ICAO 9303 specimen passport number
    ['740812', 2],
    ['120415', 9],
    ['D23145890', 7],
    ['ZE184226B<<<<<', 1],
    ['CZ6311T47', 2], // German passport specimen
    ['<51284970', 2], // a leading filler counts as 0
    ['D23145890734', 9], // long TD1 document number
  ])('%s → %i', (value, digit) => {
    expect(checkDigit(value)).toBe(digit);
  });

  it('computes the TD3 composite of the ICAO specimen', () => {
    expect(checkDigit('L898902C36' + '7408122' + '1204159ZE184226B<<<<<1')).toBe(0);
  });

  it('values characters as ICAO does', () => {
    expect([charValue('0'), charValue('9'), charValue('A'), charValue('Z'), charValue('<')]).toEqual([0, 9, 10, 35, 0]);
  });
});

describe('isCheckOk', () => {
  it('accepts the right digit and rejects any other', () => {
    expect(isCheckOk('L898902C3', '6')).toBe(true);
    expect(isCheckOk('L898902C3', '5')).toBe(false);
    expect(isCheckOk('L898902C3', '<')).toBe(false);
  });

  it('accepts < for a blank field only where ICAO allows it', () => {
    expect(isCheckOk('<<<<<<<<<<<<<<', '<', true)).toBe(true);
    expect(isCheckOk('<<<<<<<<<<<<<<', '0', true)).toBe(true);
    expect(isCheckOk('<<<<<<<<<<<<<<', '<', false)).toBe(false);
    expect(isCheckOk('ZE184226B<<<<<', '<', true)).toBe(false);
  });
});
