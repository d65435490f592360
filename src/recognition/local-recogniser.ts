import { readBudgetOf, type Config } from '../config/load-config';
import { createLogger } from '../logging/logger';
import { loadRuleSets } from '../rules/load-rule-sets';
import { TesseractPool } from '../ocr/tesseract-pool';
import { DocumentRecogniser } from './document-recogniser';
import type { RuleSet } from '../rules/types';

/** A recogniser for one-off local use (scan, eval): the configured rules and read budget, its own worker pool. */
export function createLocalRecogniser(
  config: Readonly<Config>,
  workers = config.ocrWorkers,
): {
  recogniser: DocumentRecogniser;
  ruleSets: ReadonlyMap<string, RuleSet>;
  pool: TesseractPool;
  /** The read budget its recognitions get (recognisers made beside it, recording ones, get the same). */
  budget: ReturnType<typeof readBudgetOf>;
  close(): Promise<void>;
} {
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const pool = new TesseractPool({ size: workers, maxQueue: Number.MAX_SAFE_INTEGER, memoryBudgetMiB: config.memoryBudgetMiB, logger });
  const ruleSets = loadRuleSets(config.rulesDirs);
  const budget = readBudgetOf(config);
  const recogniser = new DocumentRecogniser(ruleSets, pool, { ...budget, pagePixelBudget: config.limits.pagePixelBudget });
  return { recogniser, ruleSets, pool, budget, close: () => pool.close() };
}
