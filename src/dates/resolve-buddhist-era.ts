// BE 2401 is 1858 CE: no Gregorian year on a document is that high, and no Buddhist-era one that low.
const LAST_GREGORIAN_YEAR = 2400;

/**
 * Gregorian year of a four-digit year that may be in the Buddhist era (Thailand: BE − 543 = CE). A year
 * over 2400 is taken as BE; any other is returned as it is. The Thai year has begun on 1 January since
 * 1941, so day and month carry over unchanged.
 * e.g. resolveBuddhistEra(2530) === 1987; resolveBuddhistEra(1987) === 1987
 */
export function resolveBuddhistEra(year: number): number {
  return year > LAST_GREGORIAN_YEAR ? year - 543 : year;
}
