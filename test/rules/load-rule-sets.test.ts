import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRuleSets, SCHEMAS_DIR } from '../../src/rules/load-rule-sets';
import { RulesError } from '../../src/rules/rules-error';
import { NORMALISERS } from '../../src/rules/normalisers/registry';
import { SOURCES } from '../../src/rules/sources/registry';
import { VALIDATORS } from '../../src/rules/validators/registry';
import { DERIVATIONS } from '../../src/rules/derivations/registry';
import { MRZ_FIELD_NAMES } from '../../src/rules/types';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';

const minimal = `version: 1
documentType: sample_card
title: Sample card
ocr:
  languages: [eng]
anchors:
  height: ["Height", "Taille"]
fields:
  height:
    from:
      - { anchor: height, take: below }
`;

function rulesDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-rules-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

function problemsOf(dir: string): string {
  try {
    loadRuleSets([dir]);
  } catch (error) {
    expect(error).toBeInstanceOf(RulesError);
    return (error as RulesError).message;
  }
  throw new Error('expected the rules to be refused');
}

describe('loadRuleSets', () => {
  it('loads the bundled rules, passport among them', () => {
    const sets = loadRuleSets([BUNDLED_RULES_DIR]);
    expect(sets.get('passport')?.mrz?.formats).toEqual(['TD3']);
  });

  it('loads a valid file and fills the defaults', () => {
    const set = loadRuleSets([rulesDir({ 'sample_card.yaml': minimal })]).get('sample_card');
    expect(set?.ocr.pageWidth).toBe(1600);
    expect(Object.keys(set!.fields)).toEqual(['height']);
  });

  it('names the file, the path and the line of an unknown anchor, with a suggestion', () => {
    const dir = rulesDir({ 'sample_card.yaml': minimal.replace('{ anchor: height', '{ anchor: hight') });
    expect(problemsOf(dir)).toMatch(/sample_card\.yaml#\/fields\/height\/from\/0\/anchor \(line 11\): unknown anchor "hight"; did you mean "height"\?/);
  });

  it('reports a misspelt property of a source as that, not as a oneOf failure', () => {
    const dir = rulesDir({ 'sample_card.yaml': minimal.replace('take: below', 'tak: below') });
    const message = problemsOf(dir);
    expect(message).toMatch(/#\/fields\/height\/from\/0 \(line 11\): unknown property "tak"/);
    expect(message).not.toMatch(/oneOf|exactly one schema/);
  });

  it('says what a renamed property is called now (lines → rows, line → row)', () => {
    const message = problemsOf(rulesDir({ 'sample_card.yaml': minimal.replace('take: below', 'take: below, lines: 2') }));
    expect(message).toMatch(/#\/fields\/height\/from\/0 \(line 11\): unknown property "lines"; renamed "rows"/);
    const set = loadRuleSets([rulesDir({ 'sample_card.yaml': minimal.replace('take: below', 'take: below, rows: 2') })]).get('sample_card');
    expect(set?.fields.height.from[0]).toEqual({ anchor: 'height', take: 'below', rows: 2 });
  });

  it("refuses another kind's normaliser and takes the shared ones and its own", () => {
    const withTheirs = minimal.concat('    normalise: [upper, gb_drivers_license.postcode]\n');
    expect(problemsOf(rulesDir({ 'sample_card.yaml': withTheirs }))).toMatch(/#\/fields\/height\/normalise\/1 .*"gb_drivers_license\.postcode" serves gb_drivers_license only/);
    const theirOwn = withTheirs.replace('sample_card', 'gb_drivers_license');
    expect(loadRuleSets([rulesDir({ 'gb_drivers_license.yaml': theirOwn })]).get('gb_drivers_license')?.fields.height.normalise).toEqual(['upper', 'gb_drivers_license.postcode']);
  });

  it('takes oneOf as the values a field can hold, and refuses a map to a value it does not list', () => {
    const withOneOf = minimal.concat('    oneOf: [TALL, SHORT]\n    map: { "T": TALL, "S": SHRT }\n');
    expect(problemsOf(rulesDir({ 'sample_card.yaml': withOneOf }))).toMatch(/#\/fields\/height\/map\/S.*"SHRT" is not one of the field's oneOf values; did you mean "SHORT"\?/);
    const set = loadRuleSets([rulesDir({ 'sample_card.yaml': withOneOf.replace('SHRT', 'SHORT') })]).get('sample_card');
    expect(set?.fields.height).toMatchObject({ oneOf: ['TALL', 'SHORT'], map: { T: 'TALL', S: 'SHORT' } });
  });

  it('gives a kind without ocr.passes the default passes, and checks declared ones against their order and the file', () => {
    expect(loadRuleSets([rulesDir({ 'sample_card.yaml': minimal })]).get('sample_card')?.ocr.passes).toEqual(['missedLines', 'failedFields', 'wholePhoto']);
    const passport = loadRuleSets([BUNDLED_RULES_DIR]).get('passport')!;
    expect(passport.ocr.passes).toEqual(['missedLines', 'mrz', 'valueLanguages', 'failedFields', 'wholePhoto']);
    expect(loadRuleSets([BUNDLED_RULES_DIR]).get('us_drivers_license')!.ocr.passes).toContain('barcodes');
    const declared = (passes: string): string => minimal.replace('ocr:\n', `ocr:\n  passes: ${passes}\n`);
    expect(loadRuleSets([rulesDir({ 'sample_card.yaml': declared('[everyLine, failedFields]') })]).get('sample_card')?.ocr.passes).toEqual(['everyLine', 'failedFields']);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': declared('[failedFields, missedLines]') }))).toMatch(/#\/ocr\/passes\/1 .*"missedLines" runs before "failedFields"/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': declared('[everyLine, missedLines]') }))).toMatch(/list it or missedLines, not both/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': declared('[missedLines, mrz]') }))).toMatch(/the mrz pass needs an `mrz` section/);
    // The line-first read and the accents pass that mends what it writes.
    expect(loadRuleSets([rulesDir({ 'sample_card.yaml': declared('[lines, accents, failedFields]') })]).get('sample_card')?.ocr.passes).toEqual(['lines', 'accents', 'failedFields']);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': declared('[missedLines, accents]') }))).toMatch(/the accents pass mends values the line read \(lines\) wrote without accents: list lines too/);
    // A value printed in Latin letters gets the latinValues pass; its languages must be installed.
    const latin = (languages: string): string => minimal.replace('take: below }\n', `take: below }\n    latinScript: ${languages}\n`);
    expect(loadRuleSets([rulesDir({ 'sample_card.yaml': latin('[eng]') })]).get('sample_card')?.ocr.passes).toEqual(['missedLines', 'latinValues', 'failedFields', 'wholePhoto']);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': latin('[xyz]') }))).toMatch(/#\/fields\/height\/latinScript\/0/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': declared('[missedLines, latinValues]') }))).toMatch(/the latinValues pass needs a field with latinScript/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': minimal.replace('ocr:\n', 'ocr:\n  rereadLines: true\n') }))).toMatch(/unknown property "rereadLines"; now a pass: ocr.passes \[everyLine/);
  });

  it('writes a file\'s pattern pieces into the patterns that say {name}, and refuses an unknown or built-in name', () => {
    const withPieces = minimal.replace('{ anchor: height, take: below }', "{ anchor: height, take: below, pattern: '^(?<value>{cm}) cm' }").concat('patterns:\n  cm: "{digit}{3}"\n');
    const set = loadRuleSets([rulesDir({ 'sample_card.yaml': withPieces })]).get('sample_card');
    expect(set?.fields.height.from[0]).toEqual({ anchor: 'height', take: 'below', pattern: '^(?<value>(?:{digit}{3})) cm' });
    expect(problemsOf(rulesDir({ 'sample_card.yaml': withPieces.replace('{cm}', '{cn}') }))).toMatch(/#\/fields\/height\/from\/0\/pattern .*unknown pattern piece "\{cn\}"; did you mean "cm"\?/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': withPieces.replace('  cm:', '  digit:').replace('{cm}', '{digit}') }))).toMatch(/#\/patterns\/digit .*"digit" is built in/);
  });

  it('takes a typed pattern (digits, shape) instead of a regex, one of the three at most, and refuses a shape with no position', () => {
    const typed = (keys: string): string => minimal.replace('{ anchor: height, take: below }', `{ anchor: height, take: below, ${keys} }`);
    expect(loadRuleSets([rulesDir({ 'sample_card.yaml': typed('shape: AA9999999') })]).get('sample_card')?.fields.height.from[0]).toEqual({ anchor: 'height', take: 'below', shape: 'AA9999999' });
    expect(problemsOf(rulesDir({ 'sample_card.yaml': typed("digits: 3, pattern: '\\d{3}'") }))).toMatch(/#\/fields\/height\/from\/0 .*pattern and digits: a source selects its value by one of/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': typed('shape: "--"') }))).toMatch(/#\/fields\/height\/from\/0\/shape .*has no position/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': typed('shape: "AA 999"') }))).toMatch(/holds a space/);
  });

  it('refuses yearsEarlier without years, and years on a derivation that takes none', () => {
    const derived = (source: string): string =>
      minimal.replace('      - { anchor: height, take: below }', `      - { anchor: height, take: below }\n      - ${source}`).concat('parts:\n  printed:\n    from:\n      - { anchor: height, take: right }\n');
    expect(problemsOf(rulesDir({ 'sample_card.yaml': derived('{ derive: yearsEarlier, of: printed }') }))).toMatch(/#\/fields\/height\/from\/1 .*yearsEarlier needs `years`/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': derived('{ derive: curpSex, of: printed, years: 2 }') }))).toMatch(/#\/fields\/height\/from\/1\/years .*"years" is for yearsEarlier/);
    expect(loadRuleSets([rulesDir({ 'sample_card.yaml': derived('{ derive: yearsEarlier, of: printed, years: 7 }') })]).get('sample_card')?.fields.height.from[1]).toEqual({ derive: 'yearsEarlier', of: 'printed', years: 7 });
  });

  it('refuses a source of no known kind, an unknown normaliser, a bad regex and a file named after another kind', () => {
    const broken = minimal
      .replace('documentType: sample_card', 'documentType: other_card')
      .replace('- { anchor: height, take: below }', '- { anchor: height, take: below, pattern: "(unclosed" }\n      - { glyphs: top }')
      .concat('    normalise: [shout]\n');
    const message = problemsOf(rulesDir({ 'sample_card.yaml': broken }));
    expect(message).toMatch(/#\/fields\/height\/from\/1.*a source needs exactly one of mrz, anchor, text, template, zone, derive/);
    expect(message).toMatch(/#\/fields\/height\/normalise\/0.*must be equal to one of the allowed values/);
  });

  it('refuses cross-reference errors the schema cannot see', () => {
    const broken = minimal
      .replace('documentType: sample_card', 'documentType: other_card')
      .replace('- { anchor: height, take: below }', '- { anchor: height, take: below, pattern: "(unclosed" }\n      - { template: "{heigth} cm" }\n      - { mrz: documentNumber }\n      - { besideDate: { field: heigth, look: [below] } }');
    const message = problemsOf(rulesDir({ 'sample_card.yaml': broken }));
    expect(message).toMatch(/#\/documentType.*must equal the file name "sample_card"/);
    expect(message).toMatch(/from\/0\/pattern.*invalid regex/);
    expect(message).toMatch(/from\/1\/template.*unknown part or field "heigth"; did you mean "height"\?/);
    expect(message).toMatch(/from\/2.*an mrz source needs an `mrz` section/);
    expect(message).toMatch(/from\/3\/besideDate\/field.*unknown part or field "heigth"/);
  });

  it('refuses a printed form of an MRZ code that the field\'s lexicon does not list', () => {
    const withMrz = minimal.replace('anchors:', 'mrz:\n  formats: [TD1]\n  lineSeparator: newline\nanchors:');
    const nationality = `  nationality:
    lexicon: [NORDIC, VALDORIAN]
    from:
      - { mrz: nationality, printedAs: { XVD: VALDORIAN, XND: NORDIK } }
`;
    expect(loadRuleSets([rulesDir({ 'sample_card.yaml': withMrz.concat(nationality.replace('NORDIK', 'NORDIC')) })]).get('sample_card')).toBeDefined();
    expect(problemsOf(rulesDir({ 'sample_card.yaml': withMrz.concat(nationality) }))).toMatch(/#\/fields\/nationality\/from\/0\/printedAs\/XND.*"NORDIK" is not in the field's lexicon/);
    expect(problemsOf(rulesDir({ 'sample_card.yaml': withMrz.concat(nationality.replace('XND', 'xnd')) }))).toMatch(/printedAs/);
  });

  it('refuses YAML that does not parse, with its line', () => {
    expect(problemsOf(rulesDir({ 'sample_card.yaml': 'version: 1\nfields: [\n' }))).toMatch(/sample_card\.yaml# \(line \d\): not valid YAML/);
  });

  it('refuses a language whose data is not installed', () => {
    expect(problemsOf(rulesDir({ 'sample_card.yaml': minimal.replace('[eng]', '[xyz]') }))).toMatch(/\/ocr\/languages\/0.*@tesseract\.js-data\/xyz/);
  });

  it('lets a later folder override a kind and add another', () => {
    const base = rulesDir({ 'sample_card.yaml': minimal });
    const extra = rulesDir({ 'sample_card.yaml': minimal.replace('title: Sample card', 'title: Overridden'), 'extra_card.yaml': minimal.replace('sample_card', 'extra_card') });
    const sets = loadRuleSets([base, extra]);
    expect(sets.get('sample_card')?.title).toBe('Overridden');
    expect([...sets.keys()].sort()).toEqual(['extra_card', 'sample_card']);
  });
});

describe('rules schema and registries', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'rules.schema.json'), 'utf8'));
  it('lists exactly the normalisers the engine has', () => {
    expect([...schema.definitions.field.properties.normalise.items.enum].sort()).toEqual(Object.keys(NORMALISERS).sort());
  });
  it('lists exactly the source kinds the engine has', () => {
    const kinds = schema.definitions.source.oneOf.map((branch: { required: string[] }) => branch.required[0]);
    expect(kinds.sort()).toEqual(Object.keys(SOURCES).sort());
  });
  it('lists exactly the validators and derivations the engine has', () => {
    expect([...schema.definitions.field.properties.validate.enum].sort()).toEqual(Object.keys(VALIDATORS).sort());
    const derive = schema.definitions.source.oneOf.find((branch: { required: string[] }) => branch.required[0] === 'derive');
    expect([...derive.properties.derive.enum].sort()).toEqual(Object.keys(DERIVATIONS).sort());
  });
  it('lists exactly the MRZ fields the engine reads', () => {
    expect([...schema.definitions.mrzField.enum].sort()).toEqual([...MRZ_FIELD_NAMES].sort());
  });
});
