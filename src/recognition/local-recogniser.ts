import type { Config } from '../config/load-config';
import { createLogger } from '../logging/logger';
import { loadRuleSets } from '../rules/load-rule-sets';
import { TesseractPool } from '../ocr/tesseract-pool';
import { DocumentRecogniser } from './document-recogniser';

/** A recogniser for one-off local use (scan, eval): the configured rules, its own worker pool. */
export function createLocalRecogniser(config: Readonly<Config>, workers = config.ocrWorkers): { recogniser: DocumentRecogniser; close(): Promise<void> } {
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const pool = new TesseractPool({ size: workers, maxQueue: Number.MAX_SAFE_INTEGER, logger });
  const recogniser = new DocumentRecogniser(loadRuleSets(config.rulesDirs), pool);
  return { recogniser, close: () => pool.close() };
}
