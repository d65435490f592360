import { PAIR_SET } from '../evaluation/run-evaluation';
import path from 'node:path';
import {
  summarise,
  summariseFields,
  summariseNonDocuments,
  summariseSets,
  type ImageOutcome,
  type KindSummary,
} from '../evaluation/run-evaluation';
import { heldOutSpecimens } from '../evaluation/held-out-specimens';
import { formatTable } from './output';

/** The set of real documents: always reported first, since it is the accuracy users see. */
export const SPECIMEN_SET = 'specimen';

/** `--specimens DIR` names the set `specimen`; `idocr eval ../shared/specimens` names it after its folder. */
const isSpecimen = (set: string): boolean => set === SPECIMEN_SET || set === 'specimens';

type Row = Record<string, string | number>;

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * `idocr eval`'s report: the real specimens first (overall, per kind, per field), then the synthetic sets (per
 * set, then per kind and set), then the non-documents (how many were refused), then latency (median per set and
 * the slowest recognition). As aligned text, or as Markdown tables for docs/accuracy.md.
 */
export function formatEvalReport(outcomes: readonly ImageOutcome[], options: { bySet?: boolean; markdown?: boolean; cwd?: string; latency?: boolean } = {}): string {
  const print = options.markdown ? markdownTable : formatTable;
  // A replay's times are the rules' alone, not a recognition's: it prints none (`latency: false`).
  const table = (rows: readonly Row[]): string => print(options.latency === false ? rows.map(withoutLatency) : rows);
  const heading = (text: string): string => (options.markdown ? `### ${text}` : `== ${text}`);
  const relative = (file: string): string => path.relative(options.cwd ?? process.cwd(), file);
  const out: string[] = [];

  const specimens = outcomes.filter((o) => isSpecimen(o.set));
  if (specimens.length) {
    const held = heldOutSpecimens(specimens);
    const part = (name: string, of: readonly ImageOutcome[]) => summarise(of.map((o) => ({ ...o, documentType: name })));
    const rows = [
      ...part('all', specimens),
      ...part('tuned on', specimens.filter((o) => !held.has(o.image))),
      ...part('held out', specimens.filter((o) => held.has(o.image))),
    ];
    out.push(heading('Real specimens'), table(rows.map(kindRow)));
    out.push(heading('Real specimens, per kind'), table(summarise(specimens).map(kindRow)));
    out.push(
      heading('Real specimens, per field'),
      table(
        summariseFields(specimens).map((f) => ({ documentType: f.documentType, field: f.field, right: `${f.right} of ${f.scored}`, accuracy: percent(f.right / f.scored) })),
      ),
    );
    const failed = specimens.filter((o) => o.error);
    if (failed.length) out.push(heading('Real specimens answered with an error'), table(failed.map((o) => ({ image: relative(o.image), error: o.error ?? '' }))));
  }

  const pairs = outcomes.filter((o) => o.set === PAIR_SET);
  if (pairs.length) {
    out.push(
      heading('Pairs: front and back in one request, and apart (each field the better of the two answers)'),
      table([
        ...pairs.map((o) => ({
          front: relative(o.image),
          fields: o.scored,
          'right in one request': o.scored - o.misses.length,
          'right apart': o.apartRight ?? '',
          error: o.error ?? '',
        })),
        {
          front: `all ${pairs.length}`,
          fields: pairs.reduce((n, o) => n + o.scored, 0),
          'right in one request': pairs.reduce((n, o) => n + o.scored - o.misses.length, 0),
          'right apart': pairs.reduce((n, o) => n + (o.apartRight ?? 0), 0),
          error: '',
        },
      ]),
    );
  }

  const synthetic = outcomes.filter((o) => !isSpecimen(o.set) && o.set !== PAIR_SET && !o.expectedError);
  if (synthetic.length) {
    if (options.bySet) {
      out.push(heading('Synthetic sets'), table(summariseSets(synthetic).map((k) => setRow(k))));
      out.push(heading('Synthetic sets, per kind'), table(summarise(synthetic, { bySet: true }).map((k) => setRow(k, true))));
    } else {
      out.push(heading('Per kind'), table(summarise(synthetic).map(kindRow)));
    }
  }

  const nonDocuments = summariseNonDocuments(outcomes);
  if (nonDocuments.images) {
    out.push(
      heading('Non-documents (must answer 422)'),
      table([{ images: nonDocuments.images, refused: nonDocuments.refused, share: percent(nonDocuments.refused / nonDocuments.images) }]),
    );
    if (nonDocuments.accepted.length) out.push(table(nonDocuments.accepted.map((a) => ({ image: relative(a.image), documentType: a.documentType, answer: a.answer }))));
  }

  if (outcomes.length && options.latency !== false) {
    const slowest = [...outcomes].sort((a, b) => b.latencyMs - a.latencyMs).slice(0, 5);
    out.push(heading('Slowest recognitions'), table(slowest.map((o) => ({ image: relative(o.image), set: o.set, latency: seconds(o.latencyMs) }))));
  }
  return `${out.join('\n\n')}\n`;
}

const LATENCY_COLUMNS = new Set(['median latency', 'vs clean', 'slowest']);

function withoutLatency(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !LATENCY_COLUMNS.has(column)));
}

function kindRow(k: KindSummary): Row {
  return { documentType: k.documentType, ...figures(k), slowest: seconds(k.maxLatencyMs) };
}

function setRow(k: KindSummary, withKind = false): Row {
  return {
    ...(withKind ? { documentType: k.documentType } : {}),
    set: k.set ?? '',
    ...figures(k),
    'vs clean': k.latencyVsClean === undefined ? '' : `× ${k.latencyVsClean.toFixed(2)}`,
    slowest: seconds(k.maxLatencyMs),
  };
}

/** The columns every row has, in the order they print. */
function figures(k: KindSummary): Row {
  return {
    images: k.images,
    fields: k.fieldsScored,
    'field accuracy': percent(k.fieldAccuracy),
    'all fields right': percent(k.documentsAllRight),
    errors: k.errors,
    ...(k.kindRight === undefined ? {} : { 'kind found': percent(k.kindRight) }),
    'median latency': seconds(k.medianLatencyMs),
  };
}

function markdownTable(rows: ReadonlyArray<Record<string, unknown>>): string {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map((r) => line(columns.map((c) => String(r[c] ?? '').replace(/\|/g, '\\|'))))].join('\n');
}
