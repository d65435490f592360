import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import Ajv, { type ErrorObject } from 'ajv';
import { languageFile } from '../ocr/language-data';
import { editDistance } from '../text/edit-distance';
import { RulesError, type RuleProblem } from './rules-error';
import { locatePointer } from './locate-pointer';
import { sourceKind } from './sources/registry';
import { templateReferences } from './sources/template-source';
import { PASS_NAMES, type BarcodeSourceRule, type DateBetweenSourceRule, type FieldRule, type MrzSourceRule, type PassName, type RuleSet, type SourceRule } from './types';
import { VALIDATORS } from './validators/registry';
import { DERIVATIONS } from './derivations/registry';
import { PACKAGE_ROOT } from '../config/package-root';
import { shapeProblem } from './sources/typed-pattern';
import { ruleRegex } from './sources/rule-regex';
import { BUILT_IN_PIECES, writePatternPieces } from './pattern-pieces';
import { kindServed } from './normalisers/one-kind';
import { AUTO_KIND } from '../documents/document-types';

const DEFAULT_PAGE_WIDTH = 1600;
const DEFAULT_MRZ_ZONE = { x: 0, y: 0.6, w: 1, h: 0.4 };

/** The package's schemas/ (rules.schema.json, the response schemas). */
export const SCHEMAS_DIR = path.join(PACKAGE_ROOT, 'schemas');

const RULES_SCHEMA = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'rules.schema.json'), 'utf8')) as {
  definitions: { source: { oneOf: Array<{ required: string[] }> } };
};
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validateSchema = ajv.compile(RULES_SCHEMA);
// The source kinds in the order of the schema's branches, whose numbers Ajv's errors carry.
const SOURCE_BRANCHES = RULES_SCHEMA.definitions.source.oneOf.map((branch) => branch.required[0]);

/**
 * Loads every `*.yaml` of the folders in order (a later folder's kind replaces an earlier one of the same
 * name) and validates each against the schema and the cross-references a schema cannot express. Any problem
 * in any file throws a RulesError listing all of them: a service never starts on half its rules.
 */
export function loadRuleSets(dirs: readonly string[], options: { checkLanguages?: boolean } = {}): Map<string, RuleSet> {
  const sets = new Map<string, RuleSet>();
  const problems: RuleProblem[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = fs.readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort();
    } catch {
      problems.push({ file: dir, pointer: '', message: 'rules folder cannot be read' });
      continue;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const result = loadRuleFile(file, options);
      if ('problems' in result) problems.push(...result.problems);
      else sets.set(result.documentType, result);
    }
  }
  if (problems.length) throw new RulesError(problems);
  return sets;
}

/** One file: a RuleSet, or every problem found in it. */
export function loadRuleFile(file: string, options: { checkLanguages?: boolean } = {}): RuleSet | { problems: RuleProblem[] } {
  const shown = path.relative(process.cwd(), file) || file;
  const text = fs.readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = yaml.load(text, { filename: shown, schema: yaml.CORE_SCHEMA });
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    return { problems: [{ file: shown, pointer: '', line: mark ? mark.line + 1 : undefined, message: `not valid YAML: ${(error as Error).message.split('\n')[0]}` }] };
  }
  const problem = (pointer: string, message: string): RuleProblem => ({ file: shown, pointer, line: locatePointer(text, pointer), message });

  if (!validateSchema(data)) {
    return { problems: schemaProblems(validateSchema.errors ?? [], data).map((e) => problem(e.pointer, e.message)) };
  }
  const raw = data as Omit<RuleSet, 'file' | 'anchors' | 'parts'> & Partial<Pick<RuleSet, 'anchors' | 'parts'>>;
  const loaded: RuleSet = {
    ...raw,
    file: shown,
    ocr: { ...raw.ocr, pageWidth: raw.ocr.pageWidth ?? DEFAULT_PAGE_WIDTH, passes: raw.ocr.passes ?? defaultPasses(raw) },
    mrz: raw.mrz ? { ...raw.mrz, searchZone: raw.mrz.searchZone ?? DEFAULT_MRZ_ZONE } : undefined,
    anchors: raw.anchors ?? {},
    parts: raw.parts ?? {},
  };
  const { rules, unknown } = writePatternPieces(loaded);
  const pieceProblems = [
    ...unknown.map((u) => ({ pointer: u.pointer, message: `unknown pattern piece "{${u.name}}"${suggest(u.name, [...Object.keys(rules.patterns ?? {}), ...BUILT_IN_PIECES])}` })),
    ...Object.keys(rules.patterns ?? {})
      .filter((name) => BUILT_IN_PIECES.includes(name))
      .map((name) => ({ pointer: `/patterns/${name}`, message: `"${name}" is built in: name the piece otherwise` })),
  ];
  const problems = [...pieceProblems, ...crossCheck(rules, path.basename(file).replace(/\.ya?ml$/, ''), options)].map((p) => problem(p.pointer, p.message));
  return problems.length ? { problems } : rules;
}

/** The declared passes against the order they run in and against what the file reads. */
function passProblems(rules: RuleSet): Array<{ pointer: string; message: string }> {
  const out: Array<{ pointer: string; message: string }> = [];
  const passes = rules.ocr.passes;
  const at = '/ocr/passes';
  passes.forEach((pass, i) => {
    const next = passes[i + 1];
    if (next && PASS_NAMES.indexOf(next) < PASS_NAMES.indexOf(pass)) out.push({ pointer: `${at}/${i + 1}`, message: `"${next}" runs before "${pass}": list the passes in the order ${PASS_NAMES.join(', ')}` });
  });
  const has = (p: PassName): boolean => passes.includes(p);
  if (has('everyLine') && has('missedLines')) out.push({ pointer: at, message: 'everyLine reads every line again already: list it or missedLines, not both' });
  if (!!rules.mrz !== has('mrz')) out.push({ pointer: at, message: rules.mrz ? 'the file has an `mrz` section: list the mrz pass' : 'the mrz pass needs an `mrz` section' });
  if (namesBarcode(rules) && !has('barcodes')) out.push({ pointer: at, message: 'a source reads a barcode: list the barcodes pass' });
  if (has('valueLanguages') && !rules.ocr.valueLanguagesByIssuingState) out.push({ pointer: at, message: 'the valueLanguages pass needs ocr.valueLanguagesByIssuingState' });
  if (has('accents') && !has('lines')) out.push({ pointer: at, message: 'the accents pass mends values the line read (lines) wrote without accents: list lines too' });
  if (has('latinValues') !== readsLatinAgain(rules)) out.push({ pointer: at, message: has('latinValues') ? 'the latinValues pass needs a field with latinScript' : 'a field has latinScript: list the latinValues pass' });
  return out;
}

/** Ajv's errors, minus the noise of `oneOf` branches the author did not mean. */
function schemaProblems(errors: ErrorObject[], data: unknown): Array<{ pointer: string; message: string }> {
  const kept = errors.filter((e) => {
    const branch = /#\/definitions\/source\/oneOf\/(\d+)\//.exec(e.schemaPath);
    if (branch) {
      const at = e.instancePath.match(/^(.*\/from\/\d+)/)?.[1] ?? e.instancePath;
      return SOURCE_BRANCHES[Number(branch[1])] in (resolvePointer(data, at) ?? {});
    }
    if (e.keyword === 'oneOf') {
      const source = resolvePointer(data, e.instancePath);
      return !(source && typeof source === 'object' && SOURCE_BRANCHES.some((k) => k in source));
    }
    return true;
  });
  return kept.map((e) => ({
    pointer: e.instancePath || '/',
    message:
      e.keyword === 'oneOf'
        ? `a source needs exactly one of ${SOURCE_BRANCHES.join(', ')}`
        : e.keyword === 'additionalProperties'
          ? `unknown property "${(e.params as { additionalProperty: string }).additionalProperty}"${RENAMED[(e.params as { additionalProperty: string }).additionalProperty] ?? ''}`
          : e.keyword === 'enum'
            ? `${e.message}: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
            : (e.message ?? 'invalid'),
  }));
}

/**
 * The passes of a kind whose file lists none: the detector's missed lines, the MRZ where the file reads one,
 * barcodes where a source names one, value re-reads where states' languages are given, failed fields and the
 * whole photo.
 */
function defaultPasses(rules: Pick<RuleSet, 'ocr' | 'mrz' | 'fields'> & { parts?: RuleSet['parts'] }): PassName[] {
  const wanted = new Set<PassName>(['missedLines', 'failedFields', 'wholePhoto']);
  if (rules.mrz) wanted.add('mrz');
  if (namesBarcode(rules)) wanted.add('barcodes');
  if (rules.ocr.valueLanguagesByIssuingState) wanted.add('valueLanguages');
  if (readsLatinAgain(rules)) wanted.add('latinValues');
  return PASS_NAMES.filter((p) => wanted.has(p));
}

function readsLatinAgain(rules: Pick<RuleSet, 'fields'> & { parts?: RuleSet['parts'] }): boolean {
  return someValueRule(rules, (field) => !!field.latinScript?.length);
}

function namesBarcode(rules: Pick<RuleSet, 'fields'> & { parts?: RuleSet['parts'] }): boolean {
  return someValueRule(rules, (field) => field.from.some((source) => 'barcode' in source));
}

/** Whether a field or a part of the file is as `test` asks. */
function someValueRule(rules: Pick<RuleSet, 'fields'> & { parts?: RuleSet['parts'] }, test: (rule: FieldRule) => boolean): boolean {
  return [...Object.values(rules.fields), ...Object.values(rules.parts ?? {})].some(test);
}

/** Properties that were renamed, and what a rules file says now. */
const RENAMED: Readonly<Record<string, string>> = {
  digits: '; now a pass: ocr.passes [easternDigits, ...]',
  rereadLines: '; now a pass: ocr.passes [everyLine, ...] (instead of missedLines)',
  lines: '; renamed "rows" (the rows a value is printed over)',
  line: '; renamed "row" (only the Nth row under the caption)',
};

/** The languages of a list (at `pointer`) whose data is not installed, one problem each. */
function missingLanguages(languages: readonly string[], pointer: string): Array<{ pointer: string; message: string }> {
  return languages.flatMap((language, i) => {
    try {
      // A kind's languages are read by the LSTM engine; the legacy one reads only the MRZ, in its own language.
      languageFile(language, 'lstm');
      return [];
    } catch (error) {
      return [{ pointer: `${pointer}/${i}`, message: (error as Error).message }];
    }
  });
}

function crossCheck(rules: RuleSet, baseName: string, options: { checkLanguages?: boolean }): Array<{ pointer: string; message: string }> {
  const out: Array<{ pointer: string; message: string }> = [];
  if (rules.documentType !== baseName) out.push({ pointer: '/documentType', message: `must equal the file name "${baseName}"` });
  if (rules.documentType === AUTO_KIND) out.push({ pointer: '/documentType', message: `"${AUTO_KIND}" asks the service to find the kind: name the kind otherwise` });
  if (rules.identify?.mrzStates && !rules.mrz) out.push({ pointer: '/identify/mrzStates', message: 'MRZ states need an `mrz` section' });
  for (const [i, line] of (rules.identify?.lines ?? []).entries()) {
    try {
      ruleRegex(line);
    } catch (error) {
      out.push({ pointer: `/identify/lines/${i}`, message: (error as Error).message });
    }
  }
  if (options.checkLanguages !== false) {
    out.push(...missingLanguages(rules.ocr.languages, '/ocr/languages'));
    out.push(...missingLanguages(rules.identify?.languages ?? [], '/identify/languages'));
    for (const [group, entries] of [['fields', rules.fields], ['parts', rules.parts]] as const) {
      for (const [name, field] of Object.entries(entries)) out.push(...missingLanguages(field.latinScript ?? [], `/${group}/${name}/latinScript`));
    }
    for (const [state, languages] of Object.entries(rules.ocr.valueLanguagesByIssuingState ?? {})) {
      out.push(...missingLanguages(languages, `/ocr/valueLanguagesByIssuingState/${state}`));
    }
  }
  out.push(...passProblems(rules));
  if (rules.mrz?.documentNumberPattern !== undefined) {
    try {
      new RegExp(rules.mrz.documentNumberPattern, 'u');
    } catch (error) {
      out.push({ pointer: '/mrz/documentNumberPattern', message: `invalid regex: ${(error as Error).message}` });
    }
  }
  const values = new Set([...Object.keys(rules.fields), ...Object.keys(rules.parts)]);
  for (const name of Object.keys(rules.parts)) {
    if (name in rules.fields) out.push({ pointer: `/parts/${name}`, message: `"${name}" is both a part and a field` });
  }
  const check = (group: 'fields' | 'parts', name: string, field: FieldRule): void => {
    (field.normalise ?? []).forEach((normaliser, i) => {
      const kind = kindServed(normaliser);
      if (kind && kind !== rules.documentType) out.push({ pointer: `/${group}/${name}/normalise/${i}`, message: `"${normaliser}" serves ${kind} only: a kind lists the shared normalisers and its own` });
    });
    if (field.oneOf) {
      // With an allow-list, the map names other spellings of its values: a value it lists is one the field can hold.
      for (const [printed, value] of Object.entries(field.map ?? {})) {
        if (!field.oneOf.includes(value)) out.push({ pointer: `/${group}/${name}/map/${printed}`, message: `"${value}" is not one of the field's oneOf values${suggest(value, field.oneOf)}` });
      }
    }
    field.from.forEach((source: SourceRule, i) => {
      const at = `/${group}/${name}/from/${i}`;
      const kind = sourceKind(source);
      if (kind === 'anchor') {
        const anchor = (source as { anchor: string }).anchor;
        if (!(anchor in rules.anchors)) out.push({ pointer: `${at}/anchor`, message: `unknown anchor "${anchor}"${suggest(anchor, Object.keys(rules.anchors))}` });
      }
      if ((kind === 'mrz' || kind === 'spelled') && !rules.mrz) out.push({ pointer: at, message: `${kind === 'mrz' ? 'an mrz' : 'a spelled'} source needs an \`mrz\` section` });
      if (kind === 'mrz' && field.lexicon) {
        // A printed form the field's lexicon lacks would be one a reading of the print can never snap to.
        for (const [code, form] of Object.entries((source as MrzSourceRule).printedAs ?? {})) {
          if (!field.lexicon.includes(form)) out.push({ pointer: `${at}/printedAs/${code}`, message: `"${form}" is not in the field's lexicon` });
        }
      }
      if (kind === 'template') {
        for (const ref of templateReferences((source as { template: string }).template)) {
          if (!values.has(ref)) out.push({ pointer: `${at}/template`, message: `unknown part or field "${ref}"${suggest(ref, [...values])}` });
        }
      }
      if (kind === 'dateBetween') {
        const { after, before } = (source as DateBetweenSourceRule).dateBetween;
        for (const [key, ref] of [['after', after], ['before', before]] as const) {
          if (ref !== undefined && !values.has(ref)) out.push({ pointer: `${at}/dateBetween/${key}`, message: `unknown part or field "${ref}"${suggest(ref, [...values])}` });
        }
      }
      if (kind === 'besideDate' || kind === 'yearsBefore') {
        for (const ref of sourceReferences(source)) {
          if (!values.has(ref)) out.push({ pointer: `${at}/${kind}/field`, message: `unknown part or field "${ref}"${suggest(ref, [...values])}` });
        }
      }
      if (kind === 'barcode') out.push(...barcodeProblems(source as BarcodeSourceRule, at));
      if (kind === 'derive') {
        const { derive, of } = source as { derive: string; of: string };
        if (!(derive in DERIVATIONS)) out.push({ pointer: `${at}/derive`, message: `unknown derivation "${derive}"${suggest(derive, Object.keys(DERIVATIONS))}` });
        if (!values.has(of)) out.push({ pointer: `${at}/of`, message: `unknown part or field "${of}"${suggest(of, [...values])}` });
        const years = (source as { years?: number }).years;
        if (derive === 'yearsEarlier' && years === undefined) out.push({ pointer: at, message: 'yearsEarlier needs `years`: how many years earlier' });
        if (derive !== 'yearsEarlier' && years !== undefined) out.push({ pointer: `${at}/years`, message: `"years" is for yearsEarlier; ${derive} takes none` });
      }
      const said = (['pattern', 'digits', 'shape'] as const).filter((key) => key in source && !(kind === 'text' && key === 'shape'));
      if (said.length > 1) out.push({ pointer: at, message: `${said.join(' and ')}: a source selects its value by one of pattern, digits and shape` });
      const shape = (source as { shape?: string }).shape;
      const shapeIssue = shape === undefined ? undefined : shapeProblem(shape);
      if (shapeIssue) out.push({ pointer: `${at}/shape`, message: shapeIssue });
      const pattern = (source as { pattern?: string; text?: string }).pattern ?? (source as { text?: string }).text;
      if (pattern !== undefined) {
        try {
          ruleRegex(pattern);
        } catch (error) {
          out.push({ pointer: `${at}/${kind === 'text' ? 'text' : 'pattern'}`, message: `invalid regex: ${(error as Error).message}` });
        }
      }
    });
    if (field.validate !== undefined && !(field.validate in VALIDATORS)) {
      out.push({ pointer: `/${group}/${name}/validate`, message: `unknown validator "${field.validate}"${suggest(field.validate, Object.keys(VALIDATORS))}` });
    }
    if (field.agreeWithMrz && !rules.mrz) out.push({ pointer: `/${group}/${name}/agreeWithMrz`, message: 'agreeWithMrz needs an `mrz` section' });
  };
  for (const [name, field] of Object.entries(rules.fields)) check('fields', name, field);
  for (const [name, field] of Object.entries(rules.parts)) check('parts', name, field);
  const cycle = findTemplateCycle(rules);
  if (cycle) out.push({ pointer: '/fields', message: `templates or derivations refer to each other in a circle: ${cycle.join(' → ')}` });
  return out;
}

/** What the schema cannot say of a barcode source: AAMVA elements are PDF417's, and `as` writes the pattern's groups. */
function barcodeProblems(source: BarcodeSourceRule, at: string): Array<{ pointer: string; message: string }> {
  const out: Array<{ pointer: string; message: string }> = [];
  if (source.barcode !== 'pdf417' && source.element !== undefined) out.push({ pointer: `${at}/element`, message: 'AAMVA elements are read from pdf417 only' });
  if (source.when !== undefined && source.element === undefined) out.push({ pointer: `${at}/when`, message: '`when` needs an `element`' });
  if (source.as !== undefined) {
    if (source.pattern === undefined) out.push({ pointer: `${at}/as`, message: '`as` writes the named groups of a `pattern`, and there is none' });
    else {
      const groups = [...source.pattern.matchAll(/\(\?<([A-Za-z][A-Za-z0-9_]*)>/g)].map((m) => m[1]);
      for (const ref of templateReferences(source.as)) {
        if (!groups.includes(ref)) out.push({ pointer: `${at}/as`, message: `the pattern has no group "${ref}"${suggest(ref, groups)}` });
      }
    }
  }
  return out;
}

/** The parts and fields a source reads the value of. */
function sourceReferences(s: SourceRule): string[] {
  if ('template' in s) return templateReferences(s.template);
  if ('derive' in s) return [s.of];
  if ('dateBetween' in s) return [s.dateBetween.after, ...(s.dateBetween.before ? [s.dateBetween.before] : [])];
  if ('besideDate' in s) return [s.besideDate.field];
  if ('yearsBefore' in s) return [s.yearsBefore.field];
  return [];
}

function findTemplateCycle(rules: RuleSet): string[] | null {
  const all: Record<string, FieldRule> = { ...rules.parts, ...rules.fields };
  const refs = (name: string): string[] =>
    (all[name]?.from ?? []).flatMap((s) => sourceReferences(s));
  const visit = (name: string, trail: string[]): string[] | null => {
    if (trail.includes(name)) return [...trail.slice(trail.indexOf(name)), name];
    for (const next of refs(name)) {
      const found = visit(next, [...trail, name]);
      if (found) return found;
    }
    return null;
  };
  for (const name of Object.keys(all)) {
    const found = visit(name, []);
    if (found) return found;
  }
  return null;
}

function suggest(wrong: string, known: string[]): string {
  const best = known
    .map((k) => ({ k, d: editDistance(wrong.toLowerCase(), k.toLowerCase(), 3) }))
    .filter((c) => c.d <= 3)
    .sort((a, b) => a.d - b.d)[0];
  return best ? `; did you mean "${best.k}"?` : known.length ? `; known: ${known.join(', ')}` : '';
}

function resolvePointer(data: unknown, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = data;
  for (const segment of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}
