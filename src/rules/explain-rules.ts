import type {
  AnchorSourceRule,
  BarcodeSourceRule,
  BesideDateSourceRule,
  DateBetweenSourceRule,
  YearsBeforeSourceRule,
  DeriveSourceRule,
  FieldRule,
  LexiconSourceRule,
  MrzSourceRule,
  RuleSet,
  SourceRule,
  SpelledSourceRule,
  TemplateSourceRule,
  TextSourceRule,
  ZoneSourceRule,
} from './types';
import { sourceKind, type SourceKind } from './sources/registry';
import { describeShape, shapeOf } from './sources/typed-pattern';
import type { ValuePattern } from './sources/apply-pattern';
import { pieceAsGroup } from './pattern-pieces';

/**
 * A rules file in words (`idocr rules lint --explain`): for each field, where its value comes from, in the order
 * the sources are tried, and what is then done to it. For a reviewer who reads YAML, not the engine.
 */
export function explainRuleSet(rules: RuleSet): string {
  const out = [
    `${rules.documentType}: ${rules.title}`,
    `  read in ${rules.ocr.languages.join(' + ')}${rules.mrz ? `; MRZ ${rules.mrz.formats.join(' or ')}` : ''}`,
    `  passes after the page read: ${rules.ocr.passes.join(', ')}`,
    ...Object.entries(rules.patterns ?? {}).map(([name, piece]) => `  pattern piece {${name}}: /${piece}/`),
  ];
  const section = (title: string, fields: Record<string, FieldRule>): void => {
    if (!Object.keys(fields).length) return;
    out.push('', `${title}:`);
    for (const [name, field] of Object.entries(fields)) out.push(...explainField(name, field, rules));
  };
  section('fields (the response, in order)', rules.fields);
  section('parts (used only inside other values)', rules.parts);
  return `${out.join('\n')}\n`;
}

function explainField(name: string, field: FieldRule, rules: RuleSet): string[] {
  const lines = [`  ${name}:`];
  field.from.forEach((source, i) => lines.push(`    ${i === 0 ? 'from' : 'else'} ${explainSource(source, rules)}`));
  for (const after of afterwards(field)) lines.push(`    then ${after}`);
  return lines;
}

/** One sentence per source kind; `satisfies` makes a new kind of source a compile error here until it is explained. */
const EXPLAIN = {
  mrz: (r: MrzSourceRule, rules: RuleSet) =>
    `${r.mrz === 'raw' ? "the MRZ's lines as read" : `the MRZ's ${r.mrz}${r.unchecked ? ', even when its check digits fail' : ', when its check digits pass'}`}${pattern(r.pattern, rules)}${r.printedAs ? `, written as the document prints its code (${Object.entries(r.printedAs).map(([code, form]) => `${code} → ${form}`).join(', ')})` : ''}`,
  anchor: (r: AnchorSourceRule, rules: RuleSet) =>
    `${r.row ? `row ${r.row} of ` : ''}the words ${TAKE[r.take]} the caption ${captions(rules.anchors[r.anchor])}${r.rows && r.rows > 1 ? `, over ${r.rows} rows` : ''}${valuePattern(r, rules)}`,
  text: (r: TextSourceRule, rules: RuleSet) => `${r.scope === 'page' ? 'the whole page text (rows joined by newlines)' : 'the first row'} matching /${shown(r.text, rules)}/${r.numberedRows ? ', field numbers read apart put back on their rows' : ''}${r.marginNumbers ? ', a margin number read glued to the value split off' : ''}${r.shape === undefined ? '' : `, its value of ${describeShape(r.shape)} (${r.shape}; look-alikes read as what each position holds)`}`,
  template: (r: TemplateSourceRule) => `put together as "${r.template}" (nothing when a part is empty)`,
  zone: (r: ZoneSourceRule, rules: RuleSet) => `the words in the zone x ${r.zone.x}, y ${r.zone.y}, ${r.zone.w} wide, ${r.zone.h} high (fractions of the image)${valuePattern(r, rules)}`,
  derive: (r: DeriveSourceRule) => (r.derive === 'yearsEarlier' ? `${r.of}'s date ${r.years} years earlier, to the day` : `worked out from ${r.of} (${r.derive})`),
  barcode: (r: BarcodeSourceRule, rules: RuleSet) =>
    `the ${r.barcode === 'pdf417' ? 'PDF417' : 'QR code'}'s ${r.element ? `element ${r.element}` : 'text'}${r.when ? `, only when ${Object.entries(r.when).map(([id, values]) => `${id} is ${values.join(' or ')}`).join(' and ')}` : ''}${pattern(r.pattern, rules)}${r.as ? `, written as "${r.as}"` : ''}`,
  spelled: (r: SpelledSourceRule) => `the page's words that spell the MRZ's ${r.spelled}, as printed`,
  yearsBefore: (r: YearsBeforeSourceRule) =>
    `the date ${r.yearsBefore.years.join(' or ')} years before ${r.yearsBefore.field} (or the day after it), where a printed row reads as it though too garbled to be read as a date`,
  dateBetween: (r: DateBetweenSourceRule) =>
    r.dateBetween.before
      ? `the one date printed after ${r.dateBetween.after} and before ${r.dateBetween.before}` +
        (r.dateBetween.withinYears ? ` (${r.dateBetween.after} unread: the one past date in the ${r.dateBetween.withinYears} years before ${r.dateBetween.before})` : '')
      : `the last of two or more dates printed after ${r.dateBetween.after}`,
  besideDate: (r: BesideDateSourceRule) => `the words beside ${r.besideDate.field}'s date (looking ${r.besideDate.look.join(', then ')})`,
  lexicon: (r: LexiconSourceRule) => `a whole row that reads as one of ${list(r.lexicon)}`,
} satisfies { [K in SourceKind]: (rule: never, rules: RuleSet) => string };

function explainSource(source: SourceRule, rules: RuleSet): string {
  const explain = EXPLAIN[sourceKind(source)] as (rule: SourceRule, rules: RuleSet) => string;
  return explain(source, rules);
}

const TAKE: Record<AnchorSourceRule['take'], string> = { below: 'under', right: 'right of', above: 'over' };

/** What is done to each value a source gives (in this order), and how candidates are then chosen. */
function afterwards(field: FieldRule): string[] {
  const out: string[] = [];
  if (field.normalise?.length) out.push(`normalised: ${field.normalise.join(', ')}`);
  if (field.lexicon) out.push(`snapped to the nearest of ${list(field.lexicon)}`);
  if (field.latinScript) out.push(`printed in Latin letters: words read in another script are read again in ${list(field.latinScript)}`);
  if (field.wordsApart) out.push(`${list(field.wordsApart)} spaced from a number read glued to them`);
  if (field.abbreviations) out.push(`the full stops of ${list(field.abbreviations)} mended (a stop read as ":" given back, a mark read right before one made a space)`);
  if (field.date) out.push(`read as a date (${(field.date.orders ?? ['DMY']).join(', ')}; two-digit years ${field.date.century === 'past' ? 'in the past' : 'nearest today'}${field.date.yearsAhead === undefined ? '' : `; none more than ${field.date.yearsAhead} years ahead`}), given as YYYY-MM-DD`);
  if (field.oneOf) out.push(`must be one of ${list(field.oneOf)}${field.map ? `, or text written for one (${mapped(field.map)})` : ''}, else empty`);
  else if (field.map) out.push(`mapped (${mapped(field.map)}), other text gives empty`);
  if (field.validate) out.push(`checked as ${field.validate}: a candidate that passes, or is repaired to pass, wins over the first`);
  if (field.agreeWithMrz) out.push(`must agree with the MRZ's ${field.agreeWithMrz.field} (compared as ${field.agreeWithMrz.compare}), else the next candidate that does, else the MRZ's`);
  return out;
}

const captions = (labels: readonly string[] | undefined): string => (labels?.length ? labels.map((l) => `"${l}"`).join(' or ') : '(no caption listed)');
const pattern = (regex: string | undefined, rules: RuleSet): string => (regex ? `, the part matching /${shown(regex, rules)}/` : '');

/** A source's regex, or its typed pattern in words. */
function valuePattern(source: ValuePattern, rules: RuleSet): string {
  const shape = shapeOf(source);
  if (shape === undefined) return pattern(source.pattern, rules);
  return `, the first value of ${describeShape(shape)} (${shape}; look-alikes read as what each position holds, spaces between dropped)`;
}

/** A regex as its file wrote it: each of the file's pieces that the loader wrote in shown as `{name}` again. */
function shown(regex: string, rules: RuleSet): string {
  return Object.entries(rules.patterns ?? {}).reduce((out, [name, piece]) => out.split(pieceAsGroup(piece)).join(`{${name}}`), regex);
}

function list(values: readonly string[], most = 8): string {
  const shown = values.slice(0, most).join(', ');
  return values.length > most ? `${shown} (and ${values.length - most} more)` : shown;
}

function mapped(map: Record<string, string>, most = 6): string {
  const entries = Object.entries(map);
  const shown = entries.slice(0, most).map(([from, to]) => `${from} → ${to}`).join(', ');
  return entries.length > most ? `${shown}, and ${entries.length - most} more` : shown;
}
