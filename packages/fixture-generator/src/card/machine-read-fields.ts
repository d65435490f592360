import path from 'node:path';
import type { DecodedBarcode } from '../../../../src/barcode/types';
import { BUNDLED_RULES_DIR } from '../../../../src/config/load-config';
import { parseMrz } from '../../../../src/mrz/parse-mrz';
import { extractFields } from '../../../../src/rules/extract-fields';
import { loadRuleFile } from '../../../../src/rules/load-rule-sets';
import type { RuleSet } from '../../../../src/rules/types';
import { collapseSpaces } from '../../../../src/text/fold-text';
import type { CardSpec } from './card-spec';

// The generator's fixed "today" (make-identity's REFERENCE_DATE), so two-digit MRZ years read back the same way
// whenever the truth is made.
const TODAY = new Date(Date.UTC(2026, 10, 1));

const ruleSets = new Map<string, RuleSet | null>();

/**
 * The fields a side's machine-readable parts give right by themselves: its MRZ and its PDF417 or QR symbols,
 * read perfectly and run through the kind's own rules with no printed text at all. A photo of the MRZ side alone
 * is scored on these (a Spanish surname with accents is not among them: its MRZ spells it without). Which fields
 * a rules file takes from the MRZ or a barcode is the rules' choice, so after such a change the single-side
 * truths are made again (test/synth/web-fixtures.test.ts says which).
 */
export function machineReadFields(documentType: string, side: CardSpec, fields: Readonly<Record<string, string>>): string[] {
  const mrzLines = side.elements.flatMap((e) => (e.type === 'mrz' ? [e.lines] : []))[0];
  const barcodes: DecodedBarcode[] = side.elements.flatMap((e) => (e.type === 'barcode' && (e.format === 'pdf417' || e.format === 'qrcode') ? [{ format: e.format, text: e.data }] : []));
  if (!mrzLines && barcodes.length === 0) return [];
  const rules = ruleSetOf(documentType);
  if (!rules) return [];
  const mrz = mrzLines ? parseMrz(mrzLines, { today: TODAY }) : null;
  const answer = extractFields(rules, { lines: [], width: 1000, height: 630, mrz, barcodes }, TODAY).fields;
  return Object.keys(fields).filter((name) => fields[name] !== '' && collapseSpaces(answer[name] ?? '') === collapseSpaces(fields[name]));
}

function ruleSetOf(documentType: string): RuleSet | null {
  if (!ruleSets.has(documentType)) {
    const loaded = loadRuleFile(path.join(BUNDLED_RULES_DIR, `${documentType}.yaml`), { checkLanguages: false });
    ruleSets.set(documentType, 'problems' in loaded ? null : loaded);
  }
  return ruleSets.get(documentType) ?? null;
}
