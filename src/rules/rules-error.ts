/** One problem in one rules file, located by JSON pointer and, where it can be found, its line. */
export interface RuleProblem {
  file: string;
  pointer: string;
  line?: number;
  message: string;
}

/** A rules folder that cannot be used: the service refuses to start and `idocr rules lint` exits non-zero. */
export class RulesError extends Error {
  constructor(readonly problems: RuleProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'RulesError';
  }
}

/** e.g. "rules/de_id_card.yaml#/fields/height/from/0 (line 31): unknown anchor "hight"; did you mean "height"?" */
export function formatProblem(p: RuleProblem): string {
  return `${p.file}#${p.pointer}${p.line ? ` (line ${p.line})` : ''}: ${p.message}`;
}
