import { ruleRegex } from './rule-regex';
import { applyShape, shapeOf, type TypedPattern } from './typed-pattern';

const cache = new Map<string, RegExp>();

/**
 * The part of a text a rule's regex selects: its `value` group, else its first group, else the whole match;
 * '' when it does not match. Without a pattern, the whole text.
 * e.g. applyPattern("No. L898902C3", "(?<value>[A-Z0-9]{8,9})$") === "L898902C3"
 */
export function applyPattern(text: string, pattern: string | undefined): string {
  if (!pattern) return text;
  let regex = cache.get(pattern);
  if (!regex) {
    regex = ruleRegex(pattern);
    cache.set(pattern, regex);
  }
  const match = regex.exec(text);
  if (!match) return '';
  return match.groups?.value ?? match[1] ?? match[0];
}

/** applyPattern, and where it finds nothing and `spacesIgnored`, applyPattern on the text without whitespace. */
export function applyPatternSpaced(text: string, pattern: string | undefined, spacesIgnored = false): string {
  const value = applyPattern(text, pattern);
  return value || !spacesIgnored || !pattern ? value : applyPattern(text.replace(/\s+/g, ''), pattern);
}

/** How a source selects its value from the text it took: a regex (`pattern`) or a typed pattern (`digits`, `shape`). */
export interface ValuePattern extends TypedPattern {
  pattern?: string;
}

/**
 * The value a source's pattern selects (applyPatternSpaced for a regex, applyShape for a typed pattern); the
 * whole text without either.
 */
export function applyValuePattern(text: string, source: ValuePattern, spacesIgnored = false): string {
  const shape = shapeOf(source);
  if (shape === undefined) return applyPatternSpaced(text, source.pattern, spacesIgnored);
  const value = applyShape(text, shape);
  return value || !spacesIgnored ? value : applyShape(text.replace(/\s+/g, ''), shape);
}
