import { COUNTRY_CODES, COUNTRY_PROFILES, makeIdentity } from '../../packages/fixture-generator/src';
import { MIN_VALUE_SIZE, placeCells, renderPageSvg } from '../../packages/fixture-generator/src/render-page-svg';
import { createRng } from '../../packages/fixture-generator/src/prng';

describe('page layout', () => {
  it('fits every country\'s fields on the page without shrinking values below the minimum', () => {
    for (const country of COUNTRY_CODES) {
      const profile = COUNTRY_PROFILES[country];
      for (let seed = 1; seed <= 150; seed++) {
        const identity = makeIdentity(seed, country);
        for (const placed of placeCells(profile.layout(identity))) {
          const where = `${country} seed ${seed} ${placed.cell.label.join(' ')} = ${String(placed.cell.value)}`;
          expect({ where, ok: placed.valueSize >= MIN_VALUE_SIZE }).toEqual({ where, ok: true });
          expect({ where, ok: placed.labelSize >= 11 }).toEqual({ where, ok: true });
        }
      }
    }
  });

  it('prints every ground-truth value on the page', () => {
    for (const country of COUNTRY_CODES) {
      const identity = makeIdentity(5, country);
      const layout = COUNTRY_PROFILES[country].layout(identity);
      const printed = layout.rows.flat().map((cell) => (typeof cell.value === 'string' ? cell.value : cell.value.join(' ')));
      for (const value of [identity.surname, identity.givenNames, identity.passportNumber, identity.sexPrinted,
        identity.birthPlace, identity.authority, identity.nationality]) {
        expect(printed).toContain(value);
      }
    }
  });

  it('escapes names and places in the SVG text', () => {
    const identity = { ...makeIdentity(1, 'NLD'), surname: 'VAN \'T HOF & <ZN>', birthPlace: '\'s-Gravenhage' };
    const profile = COUNTRY_PROFILES.NLD;
    const svg = renderPageSvg(identity, profile.layout(identity), profile.palette, createRng(1));
    expect(svg).toContain('VAN &apos;T HOF &amp; &lt;ZN&gt;');
    expect(svg).toContain('&apos;s-Gravenhage');
    expect(svg).not.toContain('<ZN>');
  });
});
