import type { MrzLayout } from './formats';
import { isBetterResult } from './is-better-result';
import type { MrzResult } from './types';

/**
 * Of the readings of the same lines in several layouts, the one to believe. A national layout (`FRA-ID`) is
 * only tried on lines that start as it does, so there it is the likelier reading, even with fewer passing
 * checks (two checks of the other layout can pass by chance on the same characters), unless the ICAO reading
 * validates and it does not. Otherwise the best by `isBetterResult`.
 */
export function pickLayoutReading(readings: ReadonlyArray<{ layout: MrzLayout; result: MrzResult }>): MrzResult | null {
  const best = (national: boolean) =>
    readings
      .filter((reading) => Boolean(reading.layout.firstLine) === national)
      .reduce<MrzResult | null>((found, { result }) => (!found || isBetterResult(result, found) ? result : found), null);
  const national = best(true);
  const icao = best(false);
  if (!national) return icao;
  return icao && icao.valid && !national.valid ? icao : national;
}
