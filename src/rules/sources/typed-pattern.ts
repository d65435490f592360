import { digitsForLetters, lettersForDigits } from '../../text/lookalikes';

/**
 * A value said by its shape instead of a regex, for identifiers a caption introduces:
 * - `digits: N`: N digits;
 * - `shape: AA9999999`: one character per position, `9` a digit, `A` a letter, `X` either; any other character
 *   stands for itself, and so do `\9`, `\A` and `\X` (e.g. `GH\A-999999999-9`).
 * OCR's look-alikes are read as what each position holds (text/lookalikes: a digit position takes the letters the
 * `printed` view reads for digits, a letter position the digits the `shape` view reads for letters), and a single
 * space OCR puts between two positions is forgiven. The value is returned settled: the digits and letters the
 * positions hold, with the shape's own characters and without those spaces.
 */
export interface TypedPattern {
  digits?: number;
  shape?: string;
}

interface CompiledShape {
  regex: RegExp;
  /** Per position: what a character read there is, where it is a look-alike of what the position holds. */
  settle: ReadonlyArray<Readonly<Record<string, string>>>;
}

const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = first(lettersForDigits('shape'));
const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = first(digitsForLetters('printed'));
const NONE: Readonly<Record<string, string>> = {};

const cache = new Map<string, CompiledShape>();

/** The shape a typed pattern says, as written in `shape:` (`digits: 3` is `999`); undefined without one. */
export function shapeOf(typed: TypedPattern): string | undefined {
  if (typed.shape !== undefined) return typed.shape;
  return typed.digits !== undefined ? '9'.repeat(typed.digits) : undefined;
}

/**
 * The first value of the shape in `text`, settled; '' when none. A value is not taken out of a longer run of
 * letters and digits (`digits: 8` finds nothing in a 10-digit number).
 * e.g. applyShape('No. SA47O7O24', 'AA9999999') === 'SA4707024'
 */
export function applyShape(text: string, shape: string): string {
  const { regex, settle } = compiled(shape);
  const match = regex.exec(text);
  if (!match) return '';
  const read = match.slice(1);
  return read.map((ch, i) => settle[i][ch] ?? ch).join('');
}

/** Problems with a shape as a rules file writes it, for the rules check. */
export function shapeProblem(shape: string): string | undefined {
  if (!positionsOf(shape).some((p) => p.length === 1 && '9AX'.includes(p))) return `shape "${shape}" has no position (9 a digit, A a letter, X either)`;
  if (/\s/.test(shape)) return `shape "${shape}" holds a space; OCR's spaces between positions are forgiven without one`;
  return undefined;
}

/** What a shape says, in words, for `rules lint --explain`. e.g. "2 letters, 7 digits" */
export function describeShape(shape: string): string {
  const runs: string[] = [];
  const names: Record<string, [string, string]> = { '9': ['digit', 'digits'], A: ['letter', 'letters'], X: ['letter or digit', 'letters or digits'] };
  let literal = '';
  let count = 0;
  let last = '';
  const flush = (): void => {
    if (count) runs.push(`${count} ${count === 1 ? names[last][0] : names[last][1]}`);
    if (literal) runs.push(`"${literal}"`);
    [count, literal] = [0, ''];
  };
  for (const p of positionsOf(shape)) {
    if (p.length === 1 && p in names) {
      if (literal || p !== last) flush();
      count += 1;
      last = p;
    } else {
      if (count) flush();
      literal += p.slice(-1);
    }
  }
  flush();
  return runs.join(', ');
}

function compiled(shape: string): CompiledShape {
  let out = cache.get(shape);
  if (!out) {
    const positions = positionsOf(shape).map((key) => position(key));
    // Not inside a longer run: no letter or digit right before or after the value.
    const body = positions.map((p) => `(${p.cls})`).join('\\s?');
    out = { regex: new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u'), settle: positions.map((p) => p.settle) };
    cache.set(shape, out);
  }
  return out;
}

/** The shape's positions: a class key (9, A, X), a character standing for itself, or `\` and the key it escapes. */
function positionsOf(shape: string): string[] {
  return shape.match(/\\[9AX]|[^]/gu) ?? [];
}

function position(key: string): { cls: string; settle: Readonly<Record<string, string>> } {
  if (key === '9') return { cls: `[0-9${classOf(Object.keys(DIGIT_FOR_LETTER))}]`, settle: DIGIT_FOR_LETTER };
  if (key === 'A') return { cls: `[A-Z${classOf(Object.keys(LETTER_FOR_DIGIT))}]`, settle: LETTER_FOR_DIGIT };
  if (key === 'X') return { cls: '[A-Z0-9]', settle: NONE };
  const literal = key.length === 2 ? key[1] : key;
  return { cls: literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), settle: NONE };
}

function classOf(chars: readonly string[]): string {
  return chars.map((ch) => (/[\\\]^-]/.test(ch) ? `\\${ch}` : ch)).join('');
}

function first(table: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([ch, options]) => [ch, options[0]]));
}
