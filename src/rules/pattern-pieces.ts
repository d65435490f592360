import type { FieldRule, RuleSet } from './types';

/** Names the engine itself gives regexes (sources/rule-regex): a file's pieces may not take them. */
export const BUILT_IN_PIECES = ['digit', 'slash'];

/** `{name}` in a regex: a letter first, so never a quantifier (`{2}`, `{1,3}`). */
const PIECE = /\{([a-z][A-Za-z0-9]*)\}/g;

/** A piece as written into a pattern: a group that captures nothing, so a quantifier after it takes it whole. */
export const pieceAsGroup = (regex: string): string => `(?:${regex})`;

/**
 * The rules with each `{name}` of a file's `patterns` written into the `pattern` and `text` of every source that
 * says it, so that the engine runs plain regexes; and the names a source says that the file does not define.
 * e.g. patterns { name: "[A-Z]+" }, text "^1 (?<value>{name})$" → "^1 (?<value>(?:[A-Z]+))$"
 */
export function writePatternPieces(rules: RuleSet): { rules: RuleSet; unknown: Array<{ pointer: string; name: string }> } {
  const pieces = rules.patterns ?? {};
  const unknown: Array<{ pointer: string; name: string }> = [];
  const write = (regex: string, pointer: string): string =>
    regex.replace(PIECE, (token, name: string) => {
      if (name in pieces) return pieceAsGroup(pieces[name]);
      if (!BUILT_IN_PIECES.includes(name)) unknown.push({ pointer, name });
      return token;
    });
  const group = (kind: 'fields' | 'parts', fields: Record<string, FieldRule>): Record<string, FieldRule> =>
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        {
          ...field,
          from: field.from.map((source, i) => {
            const at = `/${kind}/${name}/from/${i}`;
            const out = { ...source } as Record<string, unknown>;
            if (typeof out.pattern === 'string') out.pattern = write(out.pattern, `${at}/pattern`);
            if (typeof out.text === 'string') out.text = write(out.text, `${at}/text`);
            return out as unknown as typeof source;
          }),
        },
      ]),
    );
  return { rules: { ...rules, fields: group('fields', rules.fields), parts: group('parts', rules.parts) }, unknown };
}
