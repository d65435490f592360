import { alignLines } from './align-lines';
import { ALNUM_ALTERNATIVES, DIGITS_FOR_LETTER, FILLER_LOOKALIKES } from './confusions';
import { correctMrz, countDifferences } from './correct-mrz';
import { NAMELESS_TD3_LINE } from './formats';
import { isCheckOk } from './is-check-ok';
import { locateChecks, type Cell } from './locate-checks';
import { normaliseMrzLine, withoutTrailingSpecks } from './normalise-mrz-line';
import { parseMrz } from './parse-mrz';
import { selectLayouts } from './select-layouts';
import type { MrzOptions, MrzResult } from './types';

/** What a reading's look-alike of a character weighs in a number, against the character it read (1). */
const LOOKALIKE_VOTE = 0.5;
/** The characters of one position taken as candidates at most, the likeliest first. */
const CANDIDATES_PER_CELL = 3;
/** Mixes of one checked field tried at most; past it, each position keeps its two likeliest. */
const MAX_MIXES = 60_000;
/**
 * A reading votes on the line it aligns to with fewest edits, if they are at most this share of the line (an
 * LSTM reading writes a filler run as letters, a third of the line).
 */
const MAX_EDIT_SHARE = 0.6;
/** Characters a reading may be off a line's length and still frame it. */
const LENGTH_SLACK = 2;
/**
 * A character is confirmed when two readings read it, or one and another its look-alike; a field's mix is only
 * taken when most of its characters are.
 */
const CONFIRMED_VOTE = 1.5;
const MIN_CONFIRMED_SHARE = 0.7;
/** Votes a mix needs over a field that passes its check as it stands, to replace it: one reading's. */
const OUTVOTE_MARGIN = 1;
/** One reading alone is what correctMrz already made of it. */
const MIN_VOTERS = 2;
/** A line with nothing read on it but its first character (find-mrz's stand-in for a lost name line). */
const UNREAD_LINE = /^.<+$/;

type Votes = Map<string, number>;

/**
 * An MRZ that no reading gives whole, decided field by field by every reading of its lines. Each reading (the
 * raw text of one engine's read of one line) votes at every position of the line it aligns to (aligned, so a
 * reading one character short or long still votes where it agrees), and in document and personal numbers for the
 * look-alikes of what it read too, at half weight, where another reading read them. Each field with a check digit
 * then takes the mix of the votes that its check digit passes with the most votes; a field stays as `base` has it
 * where two different mixes tie, where most of the mix's characters were read by one engine alone, and where it
 * passes as it stands and the mix is not a whole reading's vote ahead. A blurred photo's MRZ is read in parts by
 * each engine (one gets the number, another the dates): the check digits put the parts together. A line `base`
 * has nothing of (a lost name line) becomes the reading of it that agrees most with the others. Only a result
 * whose every check passes, the composite included, comes back: a mix passing one check digit by luck is one in
 * ten.
 */
export function voteCheckedFields(base: MrzResult, readings: readonly string[], options: MrzOptions = {}): MrzResult | null {
  const voters = readings.map((r) => normaliseMrzLine(withoutTrailingSpecks(r), 'single', true)).filter((r) => r.length >= base.lines[0].length * MAX_EDIT_SHARE);
  if (voters.length < MIN_VOTERS) return null;
  const byLine = base.lines.map((): string[] => []);
  for (const voter of voters) {
    const fits = base.lines.map((line) => alignLines(line, voter).edits);
    const at = fits.indexOf(Math.min(...fits));
    if (fits[at] <= MAX_EDIT_SHARE * base.lines[at].length) byLine[at].push(voter);
  }
  const frame = base.lines.map((line, i) => (UNREAD_LINE.test(line) ? (agreeingMost(byLine[i], line.length) ?? line) : line));
  const votes = frame.map((line, i) => cellVotes(line, byLine[i]));
  for (const layout of selectLayouts(frame)) {
    const lines = frame.map((line) => [...line]);
    let composite: Cell | undefined;
    for (const site of locateChecks(layout, frame)) {
      if (site.field === 'composite') {
        composite = site.digit;
        continue;
      }
      const cells = [...site.value, site.digit];
      const digitsOnly = site.field === 'dateOfBirth' || site.field === 'expiryDate';
      const candidates = cells.map((c, i) => candidatesOf(votes[c.line][c.col], digitsOnly || i === site.value.length, !digitsOnly));
      const chosen = bestPassingMix(candidates, site.blankAllowed);
      // A field that passes its check as it stands gives way only to a mix a whole reading more votes for: between
      // spellings the check digit cannot tell apart, two readings that disagree (and their look-alikes' half
      // votes) leave it as it is.
      const current = cells.map((c) => frame[c.line][c.col]);
      const standing = isCheckOk(current.slice(0, -1).join(''), current[current.length - 1], site.blankAllowed);
      if (chosen && !(standing && chosen.score < scoreOf(current, candidates) + OUTVOTE_MARGIN)) cells.forEach((c, i) => (lines[c.line][c.col] = chosen.chars[i]));
    }
    // The composite digit: as the frame has it, else a digit some reading read there (the fields under it passed
    // their own checks already; the composite is one more).
    const read = composite ? [...votes[composite.line][composite.col].keys()].filter((char) => /\d/.test(char)) : [];
    for (const digit of [null, ...read]) {
      if (composite && digit !== null) lines[composite.line][composite.col] = digit;
      const result = parseMrz(
        lines.map((l) => l.join('')),
        options,
      );
      if (result?.valid && result.format === base.format) return { ...result, corrections: base.corrections + countDifferences(base.lines, result.lines) };
    }
  }
  return null;
}

/** Digits a reading holds at least, to be taken for a passport's second line (a name line holds none)... */
const MIN_DATA_LINE_DIGITS = 8;
/** ...and how a name line starts: P and four letters or fillers (fillers read as digits come later in it). */
const NAME_LINE_START = /^P[A-Z<]{4}/;

/**
 * A passport's MRZ from readings none of which fits a layout (each engine dropped or added characters of its
 * own): a reading of its second line (one with digits), fitted to the layout, frames the vote
 * (voteCheckedFields), and its first line is made of the readings of one.
 */
export function voteTd3FromReadings(readings: readonly string[], options: MrzOptions = {}): MrzResult | null {
  const voters = readings.map((r) => normaliseMrzLine(withoutTrailingSpecks(r), 'single', true));
  const data = voters.filter((r) => !NAME_LINE_START.test(r) && (r.match(/\d/g) ?? []).length >= MIN_DATA_LINE_DIGITS && r.length >= NAMELESS_TD3_LINE.length * MAX_EDIT_SHARE);
  // The frame is the reading that, once correctMrz has fitted it to the layout (fillers added or cut), agrees
  // most with all the others: one whose fitting shifted its fields would have every other reading disagree.
  const fitted = data.map((line) => correctMrz([NAMELESS_TD3_LINE, line], options)).filter((r): r is MrzResult => r?.format === 'TD3');
  const spread = fitted.map((r) => data.reduce((sum, line) => sum + alignLines(r.lines[1], line).edits, 0));
  const base = fitted[spread.indexOf(Math.min(...spread))];
  return base ? voteCheckedFields(base, readings, options) : null;
}

/**
 * A line from its readings alone: the reading fewest edits from all the others (of those of the line's length,
 * where any are), fitted to `length` (fillers added or cut), and at each position what most readings read there (that reading's own character where they tie).
 */
function agreeingMost(readings: readonly string[], length: number): string | null {
  if (readings.length === 0) return null;
  // A reading of the line's length, where there is one: a short one would shift every position after its gap.
  const whole = readings.filter((r) => Math.abs(r.length - length) <= LENGTH_SLACK);
  const pool = whole.length ? whole : readings;
  const spread = pool.map((r) => readings.reduce((sum, other) => sum + alignLines(r, other).edits, 0));
  const frame = pool[spread.indexOf(Math.min(...spread))].slice(0, length).padEnd(length, '<');
  return cellVotes(frame, readings)
    .map((votes, at) => [...votes.entries()].reduce((best, next) => (next[1] > best[1] ? next : best), [frame[at], votes.get(frame[at]) ?? 0])[0])
    .join('');
}

/** Votes at each position of `line` from each reading of it. */
function cellVotes(line: string, readings: readonly string[]): Votes[] {
  const votes: Votes[] = [...line].map(() => new Map());
  for (const reading of readings) {
    alignLines(line, reading).aligned.forEach((char, at) => {
      if (char !== null) votes[at].set(char, (votes[at].get(char) ?? 0) + 1);
    });
  }
  return votes;
}

/**
 * What a position may hold, likeliest first: a digit position takes a letter's vote for the digit it looks like
 * (a date holds no letter); in a number, each character's look-alikes some other reading read get half its
 * vote, and a letter the LSTM writes for a filler half of it where another reading saw a filler there.
 */
function candidatesOf(votes: Votes, digit: boolean, lookalikes: boolean): Array<[string, number]> {
  const out: Votes = new Map();
  const add = (char: string, weight: number) => out.set(char, (out.get(char) ?? 0) + weight);
  for (const [char, weight] of votes) {
    if (digit) {
      if (/\d/.test(char) || char === '<') add(char, weight);
      else if (DIGITS_FOR_LETTER[char]) add(DIGITS_FOR_LETTER[char][0], weight);
      continue;
    }
    if (!/[A-Z0-9<]/.test(char)) continue;
    // Where another reading saw a filler, a letter the LSTM writes for one is as likely that filler.
    if (votes.has('<') && FILLER_LOOKALIKES.includes(char)) {
      add('<', weight * LOOKALIKE_VOTE);
      add(char, weight * LOOKALIKE_VOTE);
      continue;
    }
    add(char, weight);
    if (lookalikes) for (const alike of ALNUM_ALTERNATIVES[char] ?? []) add(alike, weight * LOOKALIKE_VOTE);
  }
  // A look-alike strengthens what some reading read; one that no reading read (an O where every engine read 0)
  // is no candidate: it would only let a check digit pass by swaps.
  return [...out.entries()].filter(([char]) => digit || votes.has(char) || char === '<').sort((a, b) => b[1] - a[1]);
}

/**
 * The characters of a checked field (its check digit last) with the most votes among the mixes its check digit
 * passes; null where no mix passes, two tie, or too few of its characters are confirmed (CONFIRMED_VOTE).
 * `options`: each position's candidates, likeliest first.
 */
function bestPassingMix(options: ReadonlyArray<ReadonlyArray<[string, number]>>, blankAllowed: boolean): { chars: string[]; score: number } | null {
  if (options.some((o) => o.length === 0)) return null;
  const mixes = (limit: number) => options.reduce((n, o) => n * Math.min(limit, o.length), 1);
  const limit = mixes(CANDIDATES_PER_CELL) > MAX_MIXES ? 2 : CANDIDATES_PER_CELL;
  const digitAt = options.length - 1;
  let best: { chars: string[]; score: number; tied: boolean } | null = null;
  const walk = (at: number, chars: string[], score: number): void => {
    if (at === options.length) {
      if (!isCheckOk(chars.slice(0, digitAt).join(''), chars[digitAt], blankAllowed)) return;
      if (!best || score > best.score) best = { chars: [...chars], score, tied: false };
      else if (score === best.score) best.tied = true;
      return;
    }
    for (const [char, weight] of options[at].slice(0, limit)) {
      chars.push(char);
      walk(at + 1, chars, score + weight);
      chars.pop();
    }
  };
  walk(0, [], 0);
  const found = best as { chars: string[]; tied: boolean } | null;
  if (!found || found.tied) return null;
  // Garble votes one reading a character: a mix of such votes passes its check digit one time in ten.
  const confirmed = found.chars.filter((char, at) => weightOf(char, options[at]) >= CONFIRMED_VOTE).length;
  return confirmed >= MIN_CONFIRMED_SHARE * found.chars.length ? { chars: found.chars, score: scoreOf(found.chars, options) } : null;
}

/** The votes for a spelling of a field, position by position. */
function scoreOf(chars: readonly string[], options: ReadonlyArray<ReadonlyArray<[string, number]>>): number {
  return chars.reduce((sum, char, at) => sum + weightOf(char, options[at]), 0);
}

function weightOf(char: string, candidates: ReadonlyArray<[string, number]>): number {
  return candidates.find(([c]) => c === char)?.[1] ?? 0;
}
