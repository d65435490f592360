import { isFillerLookalike } from './confusions';

/** The structure a field has: a name (primary identifier never touched, first given name guarded) or data. */
export type FillerFieldKind = 'name' | 'optional';

interface Token {
  start: number;
  end: number;
  text: string;
}

/**
 * Turns back into fillers the tail of a field that the LSTM engine read as letters (`<<<<<<` as `KLKLKL`),
 * only where the field's structure makes it unambiguous, walking back from the end of the field:
 * - a word of filler look-alikes (K, L, C, S, X, E) that repeats with period two over four or more letters
 *   (`KLKL`, with one stray letter allowed at either end: `KLKLKLS`) is noise anywhere but in a name's primary
 *   identifier;
 * - any other look-alike word is noise when two or more fillers precede it (names never carry `<<` twice), or,
 *   for a word of one or two letters, when it continues a run of noise already found or ends the field with
 *   other such words or period-two ones (`K<L<<C<`, `ALBERTINE<CS<CCCC<C`); in a name, so is any word of one
 *   or two letters after the first given name with two or more fillers before it (`VZOR<<<Z`);
 * - in a name field the primary identifier is never touched, and the first given name only when it is short,
 *   touches the end of the field and has three or more fillers before it (`SMITH<<<<<<<<K`);
 * - a period-two run of look-alikes glued to the end of the last real word is cut off: six or more in a name
 *   (`MARIAKLKLKL`; `MICHEL` + `KLKL` would lose its L), four or more in data (`ZE184226BKLKL`), where check
 *   digits cannot see it (`KLKL` at weights 7, 3, 1, 7 adds a multiple of ten); so is any run of eight or more
 *   look-alikes (`MARIALLLLLLLLKLK`), which no real name ends in.
 * Real names survive: `ERIKSSON`, `KLEIN` and `ELLE` are not period-two runs, and a short given name or middle
 * initial right after a single filler (`JOHN<K<<<`) stays.
 *
 * @example repairFillers('ERIKSSON<<ANNA<<<KLKLKLKL<<', 'name') === 'ERIKSSON<<ANNA<<<<<<<<<<<<'
 */
export function repairFillers(field: string, kind: FillerFieldKind): string {
  const tokens = tokenise(field);
  const chars = [...field];
  const split = field.indexOf('<<');
  const firstGiven = kind === 'name' && split !== -1 ? tokens.findIndex((token) => token.start > split) : -1;

  // Two or more look-alike words in a row at the end, each of one or two letters or repeating with period two
  // (`K<L<<C`, `C<CS<CCCC<C`), are a broken filler run.
  let shortRun = 0;
  while (shortRun < tokens.length && isRunPiece(tokens[tokens.length - 1 - shortRun].text)) shortRun++;

  let inNoise = false;
  let stop = -1;
  for (let t = tokens.length - 1; t >= 0; t--) {
    const token = tokens[t];
    const inShortRun = shortRun >= 2 && t >= tokens.length - shortRun;
    if ((kind === 'name' && t === 0) || !(inShortRun || isNoise(token, t, tokens, firstGiven, inNoise, field.length))) {
      stop = t;
      break;
    }
    chars.fill('<', token.start, token.end);
    inNoise = true;
  }

  if (stop >= 0) {
    const last = tokens[stop];
    const periodic = periodTwoSuffix(last.text);
    const run = lookalikeSuffix(last.text);
    // e.g. MARIALLLLLLLLKLK: the LSTM engine's filler run, not periodic throughout, glued to the last name
    const glued = run >= MIN_GLUED_RUN ? run : periodic >= (kind === 'name' ? 6 : 4) ? periodic : 0;
    if (glued > 0 && last.text.length - glued >= 2) chars.fill('<', last.end - glued, last.end);
  }
  return chars.join('');
}

function isNoise(token: Token, index: number, tokens: Token[], firstGiven: number, inNoise: boolean, fieldLength: number): boolean {
  const gap = token.start - (index > 0 ? tokens[index - 1].end : 0);
  // e.g. SPECIMEN<<VZOR<<<Z: a letter or two after the given names and two fillers is a speck read as a letter
  if (!isFillerLookalike(token.text)) return firstGiven !== -1 && index > firstGiven && gap >= 2 && token.text.length <= 2;
  if (isPeriodTwo(token.text)) return true;
  if (index === firstGiven) return token.text.length <= 2 && token.end === fieldLength && gap >= 3;
  if (gap >= 2) return true;
  return inNoise && token.text.length <= 2;
}

/** A word a broken filler run is made of: one or two look-alikes, or look-alikes repeating with period two. */
function isRunPiece(text: string): boolean {
  return isFillerLookalike(text) && (text.length <= 2 || isPeriodTwo(text));
}

/** Whether `text` repeats with period two over at least four letters, allowing one stray letter at each end. */
function isPeriodTwo(text: string): boolean {
  for (const front of [0, 1]) {
    for (const back of [0, 1]) {
      const core = text.slice(front, text.length - back);
      if (core.length >= 4 && [...core].every((ch, i) => i < 2 || ch === core[i - 2])) return true;
    }
  }
  return false;
}

/** Look-alike letters ending a word beyond which no real name goes on (`…LLLLLLLLKLK`). */
const MIN_GLUED_RUN = 8;

/** How many filler look-alike letters end `text`. */
function lookalikeSuffix(text: string): number {
  let length = 0;
  while (length < text.length && isFillerLookalike(text[text.length - 1 - length])) length++;
  return length;
}

/** Length of the longest period-two run of look-alikes ending `text`, counting one stray final look-alike. */
function periodTwoSuffix(text: string): number {
  let best = 0;
  for (const stray of [0, 1]) {
    if (stray === 1 && !isFillerLookalike(text.slice(-1))) continue;
    const body = text.slice(0, text.length - stray);
    let length = 0;
    for (let i = body.length - 1; i >= 0; i--, length++) {
      if (!isFillerLookalike(body[i]) || (length >= 2 && body[i] !== body[i + 2])) break;
    }
    if (length > 0) best = Math.max(best, length + stray);
  }
  return best;
}

function tokenise(field: string): Token[] {
  const tokens: Token[] = [];
  // e.g. ERIKSSON<<ANNA → ERIKSSON, ANNA
  for (const match of field.matchAll(/[^<]+/g)) {
    const start = match.index ?? 0;
    tokens.push({ start, end: start + match[0].length, text: match[0] });
  }
  return tokens;
}
