import { editDistance } from '../../src/text/edit-distance';

/** The textbook recurrence, whole table, no early exit: what editDistance must agree with. */
function reference(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) table[i][j] = Math.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return table[a.length][b.length];
}

describe('editDistance', () => {
  it.each([
    ['NATIONALITY', 'NATIONALITY', 0],
    ['NATI0NALITY', 'NATIONALITY', 1],
    ['DATEOFBIRTH', 'DATE', 7],
    ['', 'NOM', 3],
    ['SURNAME', '', 7],
    ['Prénoms', 'Prenoms', 1],
    ['ชื่อตัวและชื่อสกุล', 'ชื่อตัวและชือสกุล', 1],
  ])('from %s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('answers max + 1 when the distance is over max from the first letters on, and the distance when it is not', () => {
    expect(editDistance('GIVENNAMES', 'SURNAME', 2)).toBe(3);
    expect(editDistance('NOM', 'NOMBRE', 2)).toBe(3);
    expect(editDistance('NOM', 'NON', 1)).toBe(1);
  });

  it('agrees with the whole-table recurrence on 2,000 pairs of look-alike words, long words after short ones', () => {
    // A fixed-seed generator: the same pairs every run.
    let seed = 42;
    const random = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const word = (): string => Array.from({ length: random(40) }, () => 'AEILNOS0158É'[random(12)]).join('');
    for (let k = 0; k < 2000; k++) {
      const [a, b, max] = [word(), word(), random(6)];
      const expected = reference(a, b);
      expect([a, b, editDistance(a, b)]).toEqual([a, b, expected]);
      // Over max, all that is promised is a number over max.
      const bounded = editDistance(a, b, max);
      expect([a, b, max, bounded <= max ? bounded : 'over']).toEqual([a, b, max, expected <= max ? expected : 'over']);
    }
  });
});
