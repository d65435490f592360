/** Most spellings tried; beyond this the readings disagree too much for a vote to mean anything. */
const MAX_SPELLINGS = 64;
/** Most positions the readings may disagree in. */
const MAX_DISAGREEMENTS = 4;

/**
 * The one spelling that `accept` takes among those made by choosing, at each position where readings of the
 * same text disagree, one of the characters they read there; null when none or more than one is taken (a
 * check digit passes one spelling in ten by chance, so two passing means the vote settled nothing). Only
 * readings of the most common length vote: a dropped character shifts every position after it.
 * e.g. ['RUME700416HGRZNDSS', 'RUME700S16HGRZND38'] with a CURP check → 'RUME700416HGRZND38'
 */
export function voteCharacters(readings: readonly string[], accept: (spelling: string) => boolean): string | null {
  const length = mostCommon(readings.map((r) => r.length));
  const voters = readings.filter((r) => r.length === length);
  if (voters.length < 2) return null;
  const choices = Array.from({ length }, (_, i) => [...new Set(voters.map((r) => r[i]))]);
  const open = choices.filter((c) => c.length > 1);
  if (open.length === 0 || open.length > MAX_DISAGREEMENTS) return null;
  if (open.reduce((n, c) => n * c.length, 1) > MAX_SPELLINGS) return null;
  const taken = new Set<string>();
  const spell = (at: number, prefix: string): void => {
    if (taken.size > 1) return;
    if (at === length) {
      if (accept(prefix)) taken.add(prefix);
      return;
    }
    for (const c of choices[at]) spell(at + 1, prefix + c);
  };
  spell(0, '');
  return taken.size === 1 ? [...taken][0] : null;
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}
