import type { OcrLine, OcrWord } from '../ocr/types';
import type { DecodedBarcode } from '../barcode/types';
import type { RuleSet } from '../rules/types';
import type { KindFound, KindScore } from '../domain/recognition';
import { findLabels } from '../rules/layout/find-labels';
import { parseAamva } from '../barcode/parse-aamva';
import { fillerMatches, findMrzHeaders, findTd1Nationalities, type MrzHeader } from './mrz-headers';
import { ruleRegex } from '../rules/sources/rule-regex';

/** A kind and the points the page gave it (the answer's `_kind` gives shares of their sum: shareOf). */
export type KindPoints = KindScore;

/** What was read on the page for telling its kind: its lines, and the symbols decoded where any were. */
export interface KindEvidence {
  lines: readonly OcrLine[];
  barcodes?: readonly DecodedBarcode[];
}

/**
 * An MRZ naming the kind's code and state, or a licence barcode naming its country or jurisdiction: the issuer
 * wrote the kind down, only the reading of it can be wrong (so it still has to agree with the page's captions).
 */
export const WRITTEN_KIND = 8;
/** Each of the kind's titles read (its header, its name printed on it), two at most. */
export const TITLE = 3;
const MAX_TITLES = 2;
/** Less than this and the page names no kind: a caption or two many kinds share, a word in a photo. */
export const MIN_SCORE = 2;
/**
 * Less than MIN_SCORE names the kind all the same when it is this much and twice any other kind's: a card's back
 * that prints a few of its own captions and nothing else (the French card's address and validity).
 */
const MIN_LEADING_SCORE = 1.5;
const LEAD = 2;

/**
 * The loaded kinds ranked by what the page shows of each (highest first, those with nothing left out):
 * - the MRZ's document code and issuing state (ICAO 9303): the code the kind's `mrz.documentCodes` name (P for a
 *   TD3 passport page) and a state of its `identify.mrzStates` (any state for a kind that names none and reads TD3);
 * - a PDF417 symbol: AAMVA data of a country or jurisdiction the kind's `identify.aamva` names, or text one of the
 *   kind's pdf417 sources matches;
 * - the kind's `identify.titles` (the state's name, the document's name as printed), a title found inside a longer
 *   one of another kind left to that one ("Driving Licence" in "Private Car Driving Licence");
 * - its captions (`anchors`), each weighed by how many kinds print it: "Date of birth", which a dozen kinds
 *   print, adds little; "Staatsangehörigkeit" a whole point.
 * Titles and captions are looked for outside the MRZ, whose names and places would read as words.
 */
export function scoreKinds(ruleSets: ReadonlyMap<string, RuleSet>, evidence: KindEvidence): KindPoints[] {
  const headers = findMrzHeaders(evidence.lines);
  const printed = evidence.lines.filter((line) => !MRZ_FILLERS.test(line.text));
  const scores = new Map<string, number>();
  const add = (kind: string, points: number): void => {
    scores.set(kind, (scores.get(kind) ?? 0) + points);
  };
  for (const rules of ruleSets.values()) {
    if (headers.some((header) => mrzNamesKind(header, rules))) add(rules.documentType, WRITTEN_KIND);
    if ((evidence.barcodes ?? []).some((symbol) => barcodeNamesKind(symbol, rules))) add(rules.documentType, WRITTEN_KIND);
  }
  const nationalities = findTd1Nationalities(evidence.lines);
  for (const rules of ruleSets.values()) {
    if (nationalities.some((state) => td1NamesKind(state, rules))) add(rules.documentType, TITLE);
    if (printed.some((line) => printsLineOf(line.text, rules))) add(rules.documentType, TITLE);
  }
  for (const [kind, points] of titlePoints(ruleSets, printed)) add(kind, points);
  for (const [kind, points] of captionPoints(ruleSets, printed)) add(kind, points);
  return [...scores]
    .filter(([, score]) => score > 0)
    .map(([documentType, score]) => ({ documentType, score: Math.round(score * 100) / 100 }))
    .sort((a, b) => b.score - a.score || a.documentType.localeCompare(b.documentType));
}

/**
 * The kind whose evidence is enough, or null: the best score when it reaches MIN_SCORE, or MIN_LEADING_SCORE with
 * twice any other's; with `strict` (is there no need to read more?), only the first, and when no other kind scores
 * as much (a tie is settled by reading more, where there is more to read).
 */
export function chooseKind(scores: readonly KindPoints[], strict = false): KindPoints | null {
  if (!scores.length) return null;
  // Only once every read was made: a lead after the English read alone may be a few caption-like words of a page
  // in another script.
  const leads = !strict && scores[0].score >= MIN_LEADING_SCORE && scores[0].score >= LEAD * (scores[1]?.score ?? 0);
  if (scores[0].score < MIN_SCORE && !leads) return null;
  return strict && scores[1]?.score === scores[0].score ? null : scores[0];
}

/**
 * The kind a part of the page (its top: readTopOfPage) names beyond doubt, or null: chosen strictly, with a title's
 * worth of points at least and twice any other kind's. Captions alone do not name a kind from a part (a back's top
 * prints the captions passports print), nor does a state's name that its passports print too with their own title.
 */
export function chooseKindFromTop(scores: readonly KindPoints[]): KindPoints | null {
  const chosen = chooseKind(scores, true);
  return chosen && chosen.score >= TITLE && chosen.score >= LEAD * (scores[1]?.score ?? 0) ? chosen : null;
}

/**
 * The kind a whole page's read names instead of `kind`, which was found on less of it (chooseKindFromTop), or null:
 * another kind chosen strictly, with twice `kind`'s points (a passport whose top read its state's name alone, and
 * whose MRZ names it a passport).
 */
export function kindInstead(scores: readonly KindPoints[], kind: string): KindPoints | null {
  const chosen = chooseKind(scores, true);
  const own = scores.find((points) => points.documentType === kind)?.score ?? 0;
  return chosen && chosen.documentType !== kind && chosen.score >= LEAD * own ? chosen : null;
}

/** Two fillers in a row: a line of the MRZ. */
const MRZ_FILLERS = /<\s*</;

/**
 * Per kind, TITLE for each of its titles found, two at most, on words apart. A title whose words all lie inside
 * another kind's longer title found on the page is that kind's; one found on the same words for several kinds is
 * shared.
 */
function titlePoints(ruleSets: ReadonlyMap<string, RuleSet>, lines: readonly OcrLine[]): Map<string, number> {
  const found: Array<{ kind: string; title: string; words: ReadonlySet<OcrWord> }> = [];
  for (const rules of ruleSets.values()) {
    const titles = rules.identify?.titles ?? [];
    if (!titles.length) continue;
    for (const hit of findLabels(lines, Object.fromEntries(titles.map((title, i) => [String(i), [title]])))) found.push({ kind: rules.documentType, title: hit.anchor, words: new Set(hit.words) });
  }
  const inside = (a: ReadonlySet<OcrWord>, b: ReadonlySet<OcrWord>): boolean => [...a].every((word) => b.has(word));
  const perKind = new Map<string, Array<{ title: string; words: ReadonlySet<OcrWord>; share: number }>>();
  for (const hit of found) {
    const rivals = found.filter((other) => other.kind !== hit.kind && inside(hit.words, other.words));
    if (rivals.some((other) => other.words.size > hit.words.size)) continue;
    const share = TITLE / (1 + new Set(rivals.map((other) => other.kind)).size);
    perKind.set(hit.kind, [...(perKind.get(hit.kind) ?? []), { title: hit.title, words: hit.words, share }]);
  }
  // A kind's titles count on words apart: one printed word does not count twice ("PASSEPORT" as PASSPORT too).
  return new Map(
    [...perKind].map(([kind, hits]) => {
      const counted: Array<{ title: string; words: ReadonlySet<OcrWord>; share: number }> = [];
      for (const hit of hits.sort((a, b) => b.share - a.share || b.words.size - a.words.size)) {
        if (counted.length < MAX_TITLES && !counted.some((c) => c.title === hit.title || [...hit.words].some((w) => c.words.has(w)))) counted.push(hit);
      }
      return [kind, counted.reduce((sum, c) => sum + c.share, 0)];
    }),
  );
}

/** Runners-up named in an answer, at most. */
const RUNNERS_UP = 3;

/** The kind found and its runners-up, each with its share of all the points given (two decimals). */
export function kindFound(points: readonly KindPoints[]): KindFound {
  const total = points.reduce((sum, p) => sum + p.score, 0) || 1;
  const share = (p: KindPoints): KindScore => ({ documentType: p.documentType, score: Math.round((p.score / total) * 100) / 100 });
  return { ...share(points[0]), runnersUp: points.slice(1, 1 + RUNNERS_UP).map(share) };
}

function mrzNamesKind(header: MrzHeader, rules: RuleSet): boolean {
  const mrz = rules.mrz;
  if (!mrz) return false;
  const codes = mrz.documentCodes ?? (mrz.formats.includes('TD3') ? ['P'] : ['I', 'A', 'C']);
  if (!codes.some((code) => (code.length === 2 ? fillerMatches(header.code, code) : header.code[0] === code[0]))) return false;
  const states = rules.identify?.mrzStates;
  if (!states) return mrz.formats.includes('TD3') && header.code[0] === 'P';
  return states.some((state) => fillerMatches(header.state, state.padEnd(3, '<')));
}

/** A TD1 card's second line naming a state of the kind (a TD1 kind's `identify.mrzStates`). */
function td1NamesKind(state: string, rules: RuleSet): boolean {
  const states = rules.identify?.mrzStates;
  if (!rules.mrz?.formats.includes('TD1') || !states) return false;
  return states.some((named) => fillerMatches(state, named.padEnd(3, '<')));
}

const lineRegexes = new WeakMap<RuleSet, RegExp[]>();

/** Whether a printed line matches one of the kind's `identify.lines`. */
function printsLineOf(text: string, rules: RuleSet): boolean {
  const patterns = rules.identify?.lines;
  if (!patterns) return false;
  let regexes = lineRegexes.get(rules);
  if (!regexes) lineRegexes.set(rules, (regexes = patterns.map(ruleRegex)));
  return regexes.some((regex) => regex.test(text));
}

function barcodeNamesKind(symbol: DecodedBarcode, rules: RuleSet): boolean {
  if (symbol.format !== 'pdf417') return false;
  const aamva = rules.identify?.aamva;
  if (aamva) {
    const data = parseAamva(symbol.text);
    if (data.iin) {
      const { DCG: country, DAJ: jurisdiction } = data.elements;
      return (!!country && !!aamva.countries?.includes(country)) || (!!jurisdiction && !!aamva.jurisdictions?.includes(jurisdiction));
    }
  }
  // A pattern over the whole text of the symbol (no AAMVA element): data only this kind's issuer writes so, compiled
  // as the barcode source compiles it.
  return Object.values({ ...rules.fields, ...rules.parts })
    .flatMap((field) => field.from)
    .some((source) => 'barcode' in source && source.barcode === 'pdf417' && !source.element && !!source.pattern && ruleRegex(source.pattern).test(symbol.text));
}

/**
 * Per kind, its captions found on the page, each worth 1 shared among the kinds that print it: a caption found on
 * words that n kinds' captions take in (whole or in part: "Date of birth", "Geburtstag/Date of birth") gives each
 * of them 1/n.
 */
function captionPoints(ruleSets: ReadonlyMap<string, RuleSet>, lines: readonly OcrLine[]): Map<string, number> {
  const found: Array<{ kind: string; anchor: string; words: ReadonlySet<OcrWord> }> = [];
  for (const rules of ruleSets.values()) {
    for (const hit of findLabels(lines, rules.anchors)) found.push({ kind: rules.documentType, anchor: hit.anchor, words: new Set(hit.words) });
  }
  // One anchor of a kind counts once, at its best place (a caption printed twice, front and back, is one caption).
  const best = new Map<string, { kind: string; points: number }>();
  for (const hit of found) {
    const sharing = new Set(found.filter((other) => [...other.words].some((word) => hit.words.has(word))).map((other) => other.kind));
    const key = `${hit.kind}\u0000${hit.anchor}`;
    best.set(key, { kind: hit.kind, points: Math.max(best.get(key)?.points ?? 0, 1 / sharing.size) });
  }
  const points = new Map<string, number>();
  for (const { kind, points: value } of best.values()) points.set(kind, (points.get(kind) ?? 0) + value);
  return points;
}
