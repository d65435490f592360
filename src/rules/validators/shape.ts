/**
 * What every identifier validator shares: the characters each position may hold (its shape), and the repair
 * of OCR look-alikes that the shape makes unambiguous.
 */

import { lookalikesOf } from '../../text/lookalikes';

/** The characters allowed at each position, one string per position. */
export type Shape = readonly string[];

export const DIGITS = '0123456789';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** One class key per position. e.g. shapeFrom('AA99', { A: LETTERS, 9: DIGITS }) */
export function shapeFrom(pattern: string, classes: Readonly<Record<string, string>>): Shape {
  return [...pattern].map((key) => {
    const allowed = classes[key];
    if (allowed === undefined) throw new Error(`no character class "${key}"`);
    return allowed;
  });
}

/** Whether `value` has the shape's length and each character is allowed where it stands. */
export function fitsShape(value: string, shape: Shape | null): shape is Shape {
  return shape !== null && value.length === shape.length && [...value].every((ch, i) => shape[i].includes(ch));
}

// Only letter/digit pairs: a shape can tell which side a position holds, never I from L (text/lookalikes, the
// `shape` view). The likeliest reading comes first (a printed 0 is read far more often as O than as D or Q).
const LOOKALIKES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(lookalikesOf('shape')).map(([ch, others]) => [ch, others.join('')]));

// Candidates kept while building readings; bounds the work when many positions are ambiguous.
const BEAM = 4096;
const MAX_REPAIRS = 8;

interface Reading {
  text: string;
  cost: number;
}

/**
 * Values differing from `value` only by look-alikes, each position read as the shape allows, that `passes`;
 * fewest doubtful changes first, at most 8. A character the shape forbids must be replaced. One it allows is
 * swapped for a look-alike only at `swapAt` positions: those holding both letters and digits under a check
 * (omocodia), since elsewhere a swap would pass unchecked or change what the structure leaves open.
 * e.g. repairToShape('12O4', shapeFrom('9999', { 9: DIGITS }), () => true) → ['1204']
 */
export function repairToShape(
  value: string,
  shape: Shape | null,
  passes: (candidate: string) => boolean,
  swapAt: readonly number[] = [],
): string[] {
  if (shape === null || value.length !== shape.length) return [];
  let readings: Reading[] = [{ text: '', cost: 0 }];
  for (let i = 0; i < value.length; i++) {
    const options = readingsOf(value[i], shape[i], swapAt.includes(i));
    if (options.length === 0) return [];
    readings = readings.flatMap((r) => options.map((o) => ({ text: r.text + o.text, cost: r.cost + o.cost })));
    if (readings.length > BEAM) readings = readings.sort((a, b) => a.cost - b.cost).slice(0, BEAM);
  }
  return readings
    .sort((a, b) => a.cost - b.cost)
    .map((r) => r.text)
    .filter((text) => text !== value && passes(text))
    .slice(0, MAX_REPAIRS);
}

/**
 * The LSTM sometimes reads one glyph twice ("537936002Y" for 53793602Y): a value one character too long has one of
 * its doubled characters dropped, then is repaired as repairToShape does, wherever it then passes. Only for a
 * strong check (a check letter of 23): a structural check would pass many of the shortened values.
 */
export function repairReadTwice(value: string, shape: Shape, passes: (candidate: string) => boolean, swapAt: readonly number[] = []): string[] {
  if (value.length !== shape.length + 1) return [];
  const out: string[] = [];
  for (let i = 0; i + 1 < value.length; i++) {
    if (value[i] !== value[i + 1] || (i > 0 && value[i - 1] === value[i])) continue;
    const shorter = value.slice(0, i) + value.slice(i + 1);
    if (passes(shorter)) out.push(shorter);
    else out.push(...repairToShape(shorter, shape, passes, swapAt));
  }
  return [...new Set(out)].slice(0, MAX_REPAIRS);
}

function readingsOf(ch: string, allowed: string, swappable: boolean): Reading[] {
  const alternatives = [...(LOOKALIKES[ch] ?? '')].filter((alt) => allowed.includes(alt));
  // A forced replacement costs only its rank; a swap of an allowed character is a doubt of its own.
  if (!allowed.includes(ch)) return alternatives.map((text, rank) => ({ text, cost: rank }));
  if (!swappable) return [{ text: ch, cost: 0 }];
  return [{ text: ch, cost: 0 }, ...alternatives.map((text, rank) => ({ text, cost: 1 + rank }))];
}
