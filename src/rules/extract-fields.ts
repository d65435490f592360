import type { OcrLine, OcrWord } from '../ocr/types';
import type { MrzResult } from '../mrz/types';
import type { DecodedBarcode } from '../barcode/types';
import type { FieldDetail, Recognition } from '../domain/recognition';
import { parsePrintedDate } from '../dates/parse-printed-date';
import { isSameDateButCentury } from '../dates/is-same-date-but-century';
import { dayAfter } from '../dates/day-after';
import { matchesMrzName } from '../text/matches-mrz-name';
import { spaceLikeMrz } from '../text/space-like-mrz';
import { snapToLexicon } from '../text/snap-to-lexicon';
import { repairNamesFromPrint } from '../mrz/repair-names-from-print';
import { foldText, trimToLetters } from '../text/fold-text';
import { findLabels } from './layout/find-labels';
import { unionBox, type Box } from '../domain/box';
import { mrzFieldBox } from '../mrz/mrz-field-box';
import { mendAbbreviations, spaceWordsApart } from '../text/mend-abbreviations';
import { NORMALISERS, tidyLines, tidyValue, type NormaliserName } from './normalisers/registry';
import { readSource } from './sources/registry';
import { readMrzField } from './sources/mrz-source';
import type { SourceContext, SourceValue } from './sources/source-context';
import type { FieldRule, RuleSet } from './types';
import { VALIDATORS, type ValidatorName } from './validators/registry';

export interface ExtractionInput {
  lines: readonly OcrLine[];
  width: number;
  height: number;
  mrz: MrzResult | null;
  /** Symbols found in the image (see barcodeFormatsOf); none when the kind reads none or none was found. */
  barcodes?: readonly DecodedBarcode[];
  /** Values settled outside the rules (a vote over several readings of a field's zone), taken as they are. */
  settled?: Readonly<Record<string, SourceValue>>;
}

export interface Extraction extends Recognition {
  /** Page words each visual-zone value (field or part) was read from. */
  taken: Record<string, readonly OcrWord[]>;
  /** Where on the page each field's value was read (regionOf), in page pixels; none for barcode or derived values. */
  regions: Record<string, Box>;
  /** Names of the anchors whose printed labels were found on the page. */
  anchorsFound: ReadonlySet<string>;
  /**
   * Date fields left empty although the page held their words: the words the first of their sources took,
   * which did not read as a date ("21.06.201", a digit lost). Worth reading again from the page.
   */
  unparsedDates: Record<string, readonly OcrWord[]>;
}

/**
 * Runs a kind's rules over what OCR read: for each field, its sources in order until one yields a value that
 * survives normalisation (and date parsing, for dates), then the MRZ cross-check. Pure: the same input always
 * gives the same output, which is what the text-level golden tests rely on.
 */
export function extractFields(rules: RuleSet, input: ExtractionInput, today: Date): Extraction {
  const computed = new Map<string, { value: SourceValue | null }>();
  const unparsed = new Map<string, readonly OcrWord[]>();
  const ctx: SourceContext = {
    lines: input.lines,
    width: input.width,
    height: input.height,
    labels: findLabels(input.lines, rules.anchors),
    captionTokens: captionTokensOf(rules),
    mrz: input.mrz && repairNamesFromPrint(input.mrz, printedWords(input.lines), (word) => captionTokensOf(rules).has(foldText(word))),
    mrzLineSeparator: rules.mrz?.lineSeparator === 'backslash-n' ? '\\n' : '\n',
    barcodes: input.barcodes ?? [],
    valueOf: (name) => evaluate(name)?.value ?? '',
    sourceOf: (name) => evaluate(name)?.source ?? null,
    boxOf: (name) => regionOf(evaluate(name)),
    today,
  };

  function evaluate(name: string): SourceValue | null {
    const done = computed.get(name);
    if (done) return done.value;
    computed.set(name, { value: null }); // a template cycle reads as empty; the loader refuses cycles anyway
    const rule = rules.fields[name] ?? rules.parts[name];
    const onUnparsed = (words: readonly OcrWord[]): void => void (unparsed.has(name) || unparsed.set(name, words));
    const value = input.settled?.[name] ?? (rule ? evaluateField(rule, ctx, today, onUnparsed) : null);
    computed.set(name, { value });
    return value;
  }

  const fields: Record<string, string> = {};
  const details: Record<string, FieldDetail> = {};
  for (const name of Object.keys(rules.fields)) {
    const result = evaluate(name);
    fields[name] = result?.value ?? '';
    details[name] = result
      ? { source: result.source, confidence: round(result.confidence), checks: result.checks }
      : { source: null, confidence: 0, checks: [] };
  }
  const regions: Record<string, Box> = {};
  for (const name of Object.keys(rules.fields)) {
    const region = regionOf(computed.get(name)?.value ?? null);
    if (region && fields[name]) regions[name] = region;
  }
  const taken: Record<string, readonly OcrWord[]> = {};
  for (const [name, { value }] of computed) if (value?.words?.length) taken[name] = value.words;
  const unparsedDates: Record<string, readonly OcrWord[]> = {};
  for (const [name, words] of unparsed) if (name in fields && !fields[name]) unparsedDates[name] = words;
  return { fields, details, taken, regions, anchorsFound: new Set(ctx.labels.map((hit) => hit.anchor)), unparsedDates };
}

/**
 * Where on the page a value was read: its words, or the place its source names (an MRZ field's characters, the
 * parts a template joins). None for a barcode's data or a derivation: nothing printed was read for them.
 */
function regionOf(value: SourceValue | null): Box | undefined {
  if (!value || value.source === 'barcode' || value.source === 'derived') return undefined;
  if (value.box) return value.box;
  return value.words?.length ? unionBox(value.words.map((w) => w.box)) : undefined;
}

/** The visual zone's words: those of every line but the MRZ's (whose fillers give them away). */
function printedWords(lines: readonly OcrLine[]): OcrWord[] {
  return lines.filter((line) => !line.text.includes('<')).flatMap((line) => line.words);
}

type UnparsedListener = (words: readonly OcrWord[]) => void;

function evaluateField(rule: FieldRule, shared: SourceContext, today: Date, onUnparsed?: UnparsedListener): SourceValue | null {
  // A value whose spaces the field drops is matched without them too: letter-spaced type reads "FN P FAU C 1 6".
  const ctx = rule.normalise?.includes('removeSpaces') ? { ...shared, spacesIgnored: true } : shared;
  const chosen = rule.validate ? firstValid(rule, ctx, today) : firstUsable(rule, ctx, today, onUnparsed);
  return rule.agreeWithMrz ? agreeWithMrz(chosen, rule, ctx, today) : chosen;
}

function firstUsable(rule: FieldRule, ctx: SourceContext, today: Date, onUnparsed?: UnparsedListener): SourceValue | null {
  for (const candidate of usableCandidates(rule, ctx, today, onUnparsed)) return candidate;
  return null;
}

/** Every candidate of every source, in the rules' order, that survives normalisation and date parsing. */
function* usableCandidates(rule: FieldRule, ctx: SourceContext, today: Date, onUnparsed?: UnparsedListener): Generator<SourceValue> {
  for (const source of rule.from) {
    for (const candidate of readSource(source, ctx)) {
      const value = finish(rule.lexicon ? wholeLineForm(candidate, rule.lexicon, ctx) : candidate.value, rule, today);
      if (value) yield { ...candidate, value };
      else if (rule.date && candidate.source === 'viz' && candidate.words?.length) onUnparsed?.(candidate.words);
    }
  }
}

/**
 * A value cut short at a column edge (a caption read off to one side of it) whose whole line reads as a listed
 * form is that form: "REPUBLIKA / NORDVALE" taken from the line "NORDVALSKA REPUBLIKA / NORDVALE". Otherwise the
 * value as read.
 */
function wholeLineForm(candidate: SourceValue, lexicon: readonly string[], ctx: SourceContext): string {
  const first = candidate.words?.[0];
  if (!first || snapToLexicon(candidate.value, lexicon)) return candidate.value;
  const line = ctx.lines.find((l) => l.words.includes(first));
  return (line && snapToLexicon(trimToLetters(line.text), lexicon)) || candidate.value;
}

/**
 * With a checksum, every candidate of every source is weighed: the first that passes (as read, or once an OCR
 * look-alike is repaired) wins; when none passes, the first usable one is kept with its failed check, since a
 * misread identifier is still more use to the caller than none; repaired to fit its structure where the
 * validator can (Validator.repairStructure).
 */
function firstValid(rule: FieldRule, ctx: SourceContext, today: Date): SourceValue | null {
  const validator = VALIDATORS[rule.validate as ValidatorName];
  const check = `checksum.${rule.validate}`;
  let fallback: SourceValue | null = null;
  for (const source of rule.from) {
    for (const candidate of readSource(source, ctx)) {
      const value = finish(candidate.value, rule, today);
      if (!value) continue;
      if (validator.check(value, today)) return { ...candidate, value, checks: [...candidate.checks, { name: check, ok: true }] };
      const [repaired] = validator.repair(value, today);
      if (repaired) return { ...candidate, value: repaired, confidence: candidate.confidence * 0.9, checks: [...candidate.checks, { name: check, ok: true }] };
      fallback ??= { ...candidate, value: validator.repairStructure?.(value, today)[0] ?? value, confidence: candidate.confidence * 0.5, checks: [...candidate.checks, { name: check, ok: false }] };
    }
  }
  return fallback;
}

/** Normalisers, tidying, date parsing and the value map; '' means the source held nothing usable. */
function finish(value: string, rule: FieldRule, today: Date): string {
  let result = value;
  for (const name of rule.normalise ?? []) result = NORMALISERS[name as NormaliserName](result);
  // Only an MRZ's lines keep their breaks (contract.md section 1); every other value is one line.
  result = isMrzLines(rule) ? tidyLines(result) : tidyValue(result);
  if (rule.abbreviations) result = mendAbbreviations(result, rule.abbreviations);
  if (rule.wordsApart) result = spaceWordsApart(result, rule.wordsApart);
  if (rule.lexicon && result) result = snapToLexicon(result, rule.lexicon) || result;
  if (rule.date) result = parsePrintedDate(result, { orders: rule.date.orders ?? ['DMY'], century: rule.date.century, today });
  if (rule.date?.yearsAhead !== undefined && result > yearsAfter(today, rule.date.yearsAhead)) result = '';
  // A date of the past (a birth, an issue) read as one to come is another date's, or misread: a day's leeway for
  // a document issued today where the calendar is already a day ahead.
  if (rule.date?.century === 'past' && result > dayAfter(today.toISOString().slice(0, 10))) result = '';
  if ((rule.oneOf || rule.map) && result) result = valueTable(rule).get(foldText(result)) ?? '';
  return result;
}

/** The day `years` after `today`, as YYYY-MM-DD (compared as text with parsed dates). */
function yearsAfter(today: Date, years: number): string {
  return `${String(today.getUTCFullYear() + years).padStart(4, '0')}${today.toISOString().slice(4, 10)}`;
}

function isMrzLines(rule: FieldRule): boolean {
  return rule.from.some((source) => 'mrz' in source && source.mrz === 'raw');
}

// Made once per rule: `finish` runs for every candidate of every field of every page.
const valueTables = new WeakMap<FieldRule, ReadonlyMap<string, string>>();

/**
 * The values a field's text can give: `oneOf`'s values as themselves, then `map`'s other printed forms, each by
 * its folded text (case, accents and OCR spacing do not matter); the first of two that fold alike wins.
 */
function valueTable(rule: FieldRule): ReadonlyMap<string, string> {
  let table = valueTables.get(rule);
  if (!table) {
    const entries = Object.entries({ ...Object.fromEntries((rule.oneOf ?? []).map((v) => [v, v])), ...rule.map });
    const folded = new Map<string, string>();
    for (const [printed, value] of entries) {
      const key = foldText(printed);
      if (!folded.has(key)) folded.set(key, value);
    }
    valueTables.set(rule, (table = folded));
  }
  return table;
}

/**
 * A visual-zone reading that contradicts a checked MRZ is an OCR error more often than a misprint: the next
 * visual-zone candidate that agrees is taken instead (another row, or the words that spell the MRZ's name), and
 * when none does, the MRZ value (as the MRZ writes it, since that is all that is known then).
 */
function agreeWithMrz(chosen: SourceValue | null, rule: FieldRule, ctx: SourceContext, today: Date): SourceValue | null {
  const spec = rule.agreeWithMrz!;
  if (!ctx.mrz || chosen?.source === 'mrz') return chosen;
  const mrzRaw = readMrzField(ctx.mrz, spec.field, ctx.mrzLineSeparator).replace(/</g, ' ');
  const guarded = ctx.mrz.checks.filter((c) => c.field === spec.field);
  const trusted = guarded.length > 0 ? guarded.every((c) => c.ok) : ctx.mrz.checks.some((c) => c.ok);
  if (!mrzRaw || !trusted) return chosen;
  const mrzValue = finish(mrzRaw, { ...rule, date: undefined }, today);
  const agreeing = (candidate: SourceValue): SourceValue | null => {
    const agrees =
      spec.compare === 'name'
        ? matchesMrzName(candidate.value, mrzValue)
        : spec.compare === 'date'
          ? isSameDateButCentury(candidate.value, mrzValue)
          : foldText(candidate.value).replace(/ /g, '') === foldText(mrzValue).replace(/ /g, '');
    let agreed = '';
    if (agrees) agreed = spec.compare === 'name' ? spaceLikeMrz(candidate.value, mrzValue) : candidate.value;
    else if (spec.endMark && spec.compare === 'name') agreed = withoutEndMark(candidate.value, mrzValue);
    return agreed ? { ...candidate, value: agreed, checks: [...candidate.checks, { name: `agrees.mrz.${spec.field}`, ok: true }] } : null;
  };
  if (chosen) {
    const agreed = agreeing(chosen);
    if (agreed) return agreed;
    for (const candidate of usableCandidates(rule, ctx, today)) {
      if (candidate.source === 'mrz') break;
      const other = agreeing(candidate);
      if (other) return other;
    }
  }
  return {
    value: mrzValue,
    source: 'mrz',
    confidence: 0.9,
    checks: [{ name: `agrees.mrz.${spec.field}`, ok: chosen === null }],
    box: mrzFieldBox(ctx.mrz, spec.field),
  };
}

/** The printed name less the one or two characters its end mark was read as, when the rest spells the MRZ name. e.g. "Leona" for LEON → "Leon" */
function withoutEndMark(printed: string, mrzName: string): string {
  for (const drop of [1, 2]) {
    const rest = tidyValue(printed.slice(0, -drop));
    if (rest && matchesMrzName(rest, mrzName)) return rest;
  }
  return '';
}

const captionTokensByRules = new WeakMap<RuleSet, Set<string>>();

/** Derived from the rules alone, so made once per rule set, not on every extraction. */
function captionTokensOf(rules: RuleSet): Set<string> {
  let tokens = captionTokensByRules.get(rules);
  if (!tokens) {
    tokens = new Set(Object.values(rules.anchors).flatMap((spellings) => spellings.flatMap((s) => foldText(s).split(' '))));
    captionTokensByRules.set(rules, tokens);
  }
  return tokens;
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
}
