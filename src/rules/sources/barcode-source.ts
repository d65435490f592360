import { parseAamva } from '../../barcode/parse-aamva';
import type { AamvaData, BarcodeFormat, DecodedBarcode } from '../../barcode/types';
import type { BarcodeSourceRule, RuleSet } from '../types';
import { applyPattern } from './apply-pattern';
import { ruleRegex } from './rule-regex';
import type { SourceContext, SourceValue } from './source-context';

// A symbol's data is parsed once, however many fields read it.
const parsed = new WeakMap<DecodedBarcode, AamvaData>();
// e.g. "{a}-{b}"
const GROUP_REFERENCE = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
const patterns = new Map<string, RegExp>();

/**
 * A value of a barcode found in the image: one AAMVA data element of a licence's PDF417 (dates YYYY-MM-DD,
 * names in every version's form: see AamvaData), or a symbol's whole text. An element is only taken from data
 * that passed validation, so that a symbol that is absent, unreadable or not a licence's leaves the field to the
 * sources after it: listing the barcode first is how a rules file says it wins over the printed text.
 */
export function barcodeValues(rule: BarcodeSourceRule, ctx: SourceContext): SourceValue[] {
  const values: SourceValue[] = [];
  for (const symbol of ctx.barcodes) {
    if (symbol.format !== rule.barcode) continue;
    const read = rule.element === undefined ? symbol.text : elementValue(rule, symbol);
    const value = rule.as === undefined ? applyPattern(read, rule.pattern) : rewrite(read, rule.pattern ?? '', rule.as);
    if (!value) continue;
    values.push({ value, source: 'barcode', confidence: 0.99, checks: rule.element === undefined ? [] : [{ name: 'barcode.aamva', ok: true }] });
  }
  return values;
}

/** The formats a kind's rules read, so that an image is only searched for those (and not at all when none). */
export function barcodeFormatsOf(rules: RuleSet): BarcodeFormat[] {
  const formats = new Set<BarcodeFormat>();
  for (const field of [...Object.values(rules.fields), ...Object.values(rules.parts)]) {
    for (const source of field.from) if ('barcode' in source) formats.add(source.barcode);
  }
  return [...formats].sort();
}

/** The element's value, '' when the data is not valid, the element is absent or `when` does not hold. */
function elementValue(rule: BarcodeSourceRule, symbol: DecodedBarcode): string {
  let data = parsed.get(symbol);
  if (!data) {
    data = parseAamva(symbol.text);
    parsed.set(symbol, data);
  }
  if (!data.valid) return '';
  const elements = data.elements;
  for (const [id, allowed] of Object.entries(rule.when ?? {})) {
    if (!allowed.some((v) => v.toUpperCase() === (elements[id] ?? '').toUpperCase())) return '';
  }
  return elements[rule.element!] ?? '';
}

/** The pattern's named groups written into `as`; '' when the pattern does not match. e.g. "S530417842960" → "S530-417-84-296-0" */
function rewrite(text: string, pattern: string, as: string): string {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = ruleRegex(pattern);
    patterns.set(pattern, regex);
  }
  const match = regex.exec(text);
  if (!match) return '';
  return as.replace(GROUP_REFERENCE, (_, name: string) => match.groups?.[name] ?? '');
}
