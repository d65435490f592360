import { loadConfig } from '../config/load-config';
import { createLogger } from '../logging/logger';
import { loadRuleSets } from '../rules/load-rule-sets';
import { TesseractPool } from '../ocr/tesseract-pool';
import { DocumentRecogniser } from './document-recogniser';

/** A recogniser for one-off local use (scan, eval, bench): the configured rules, its own worker pool. */
export function createLocalRecogniser(workers?: number): { recogniser: DocumentRecogniser; close(): Promise<void> } {
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const pool = new TesseractPool({ size: workers ?? config.ocrWorkers, maxQueue: 100000, logger });
  const recogniser = new DocumentRecogniser(loadRuleSets(config.rulesDirs), pool);
  return { recogniser, close: () => pool.close() };
}
