import fs from 'node:fs';
import path from 'node:path';
import { PIPELINE, passesOf } from '../../src/recognition/pipeline';
import { TEXT_PASSES } from '../../src/recognition/page-passes';
import { RULES_PASSES } from '../../src/recognition/settle-page';
import { PASS_NAMES } from '../../src/rules/types';
import { SCHEMAS_DIR } from '../../src/rules/load-rule-sets';
import { testRuleSet } from '../support/rule-set';

describe('the pipeline', () => {
  it('names the passes a rules file can list, in the order the loader and the schema give them', () => {
    const declared = PIPELINE.filter((p) => p.switch === 'declared').map((p) => p.name);
    expect(declared).toEqual([...PASS_NAMES]);
    const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'rules.schema.json'), 'utf8'));
    expect(schema.properties.ocr.properties.passes.items.enum).toEqual([...PASS_NAMES]);
  });

  it('has the code of every text and rules pass, and no code for a pass it does not list', () => {
    expect(Object.keys(TEXT_PASSES).sort()).toEqual(PIPELINE.filter((p) => p.phase === 'text').map((p) => p.name).sort());
    expect(Object.keys(RULES_PASSES).sort()).toEqual(PIPELINE.filter((p) => p.phase === 'rules').map((p) => p.name).sort());
  });

  it('runs the passes a kind lists and the ones every kind makes, phase by phase, in order', () => {
    const rules = testRuleSet({}, { ocr: { languages: ['eng'], pageWidth: 1600, passes: ['lines', 'mrz', 'failedFields'] } });
    expect(passesOf('read', rules).map((p) => p.name)).toEqual(['lines', 'deskew', 'pageRead', 'orient']);
    expect(passesOf('text', rules).map((p) => p.name)).toEqual(['mrz']);
    expect(passesOf('rules', rules).map((p) => p.name)).toEqual(['rules', 'failedFields']);
    expect(passesOf('answer', rules)).toEqual([]);
  });
});
