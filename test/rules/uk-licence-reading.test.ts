import { ukPostcode } from '../../src/rules/normalisers/uk-postcode';
import { ukVehicleCategories } from '../../src/rules/normalisers/uk-vehicle-categories';
import { VALIDATORS } from '../../src/rules/validators/registry';

const today = new Date('2026-11-21T12:00:00Z');

// Readings of field 9 that tesseract gave for synthetic UK licences.
describe('ukVehicleCategories', () => {
  it.each([
    ['AM/A/B1/BIflkllin/plq', 'AM/A/B1/B/f/k/l/n/p/q'],
    ['AM/B1/B/BE/C1/C1E/D1/D1E/f/K/lInlplq', 'AM/B1/B/BE/C1/C1E/D1/D1E/f/k/l/n/p/q'],
    ['AM/BL/BIfIk/lIn/plq', 'AM/B1/B/f/k/l/n/p/q'],
    ['AM/BL/B/f/k/\\In/plq', 'AM/B1/B/f/k/l/n/p/q'],
    ['AM/B1/B/BE/C1/C1E/D1/D1E/f/k/plq', 'AM/B1/B/BE/C1/C1E/D1/D1E/f/k/p/q'],
    ['AM/A/B1/B/f/k/l/n/p/q', 'AM/A/B1/B/f/k/l/n/p/q'],
  ])('reads %s as %s', (read, printed) => {
    expect(ukVehicleCategories(read)).toBe(printed);
  });

  it('leaves text that is no list of categories as it is', () => {
    expect(ukVehicleCategories('DVLA INTERNAL USE')).toBe('DVLA INTERNAL USE');
  });
});

describe('ukPostcode', () => {
  it.each([
    ['176 NEW STREET SOUTHAMPTON S018 2NP', '176 NEW STREET SOUTHAMPTON SO18 2NP'],
    ['176 HIGH STREET SWANSEA SAl 1DY', '176 HIGH STREET SWANSEA SA1 1DY'],
    ['98 ORCHARD CLOSE\nLONDON\nSW2 8RN', '98 ORCHARD CLOSE LONDON SW2 8RN'],
    ['175 QUEENS DRIVE BRISTOL BS15TP', '175 QUEENS DRIVE BRISTOL BS1 5TP'], // the space lost
    ['9 MILL LANE LEEDS LS116AB', '9 MILL LANE LEEDS LS11 6AB'],
  ])('reads the postcode ending %j', (read, printed) => {
    expect(ukPostcode(read)).toBe(printed);
  });

  it('leaves an address that ends with no postcode as it is', () => {
    expect(ukPostcode('12 HIGH STREET LEEDS')).toBe('12 HIGH STREET LEEDS');
    // A town's name is split only where it reads as a postcode as it stands, which none does (LON DON would take two changes).
    expect(ukPostcode('98 ORCHARD CLOSE LONDON')).toBe('98 ORCHARD CLOSE LONDON');
    expect(ukPostcode('4 PARK ROAD BRISTOL')).toBe('4 PARK ROAD BRISTOL');
  });
});

describe('ukDriverNumber repair of a doubled character', () => {
  it.each([
    ['HUGHEB806221A99NU', 'HUGHE806221A99NU'], // 8 read as B8
    ['WILLI8B01031EL9LH', 'WILLI801031EL9LH'], // 8 read as 8B
    ['BROWNO009117PW3IA', 'BROWN009117PW3IA'], // 0 read as O0
    ['EDWARS501044S99DZ', 'EDWAR501044S99DZ'], // 5 read as S5
    ['MORGA753116SM9ILJ', 'MORGA753116SM9IJ'], // I read as Il, upper-cased
  ])('repairs %s to %s', (read, printed) => {
    expect(VALIDATORS.ukDriverNumber.check(read, today)).toBe(false);
    expect(VALIDATORS.ukDriverNumber.repair(read, today)[0]).toBe(printed);
  });
});
