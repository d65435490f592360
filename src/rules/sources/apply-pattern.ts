import { ruleRegex } from './rule-regex';

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
