import type { FieldRule, RuleSet } from '../../src/rules/types';

/** A rules file written in a test: the kind `test_card`, read in English, with these fields and whatever else `extra` sets. */
export function testRuleSet(fields: Record<string, FieldRule>, extra: Partial<RuleSet> = {}): RuleSet {
  return { file: 'test.yaml', version: 1, documentType: 'test_card', title: 'Test', ocr: { languages: ['eng'], pageWidth: 1600, passes: ['missedLines', 'failedFields', 'wholePhoto'] }, anchors: {}, parts: {}, fields, ...extra };
}
