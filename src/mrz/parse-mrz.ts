import { decodeMrz } from './decode-mrz';
import { pickLayoutReading } from './pick-layout-reading';
import { selectLayouts } from './select-layouts';
import type { MrzOptions, MrzResult } from './types';

/**
 * Decodes MRZ lines exactly as given: no case folding, no correction. Returns `null` when the number of lines
 * and their lengths fit no layout (3 × 30 TD1, 2 × 36 TD2, MRV-B or FRA-ID, 2 × 44 TD3 or MRV-A).
 *
 * @example parseMrz(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'])
 */
export function parseMrz(lines: string[], options: MrzOptions = {}): MrzResult | null {
  const today = options.today ?? new Date();
  return pickLayoutReading(selectLayouts(lines).map((layout) => ({ layout, result: decodeMrz(layout, lines, 0, today) })));
}
