import { PROCESS_BASE_MIB, WORKER_MIB } from '../../src/ocr/worker-cache';
import sharp from 'sharp';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { createLogger, type Logger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import type { TesseractMode } from '../../src/ocr/types';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import type { RuleSet } from '../../src/rules/types';

export type LanguageSet = { languages: readonly string[]; modes: readonly TesseractMode[] };

export const benchLogger: Logger = createLogger('silent');

/** The bundled passport rules: what every section of the bench recognises. */
export function passportRules(): { ruleSets: Map<string, RuleSet>; rules: RuleSet } {
  const ruleSets = loadRuleSets([BUNDLED_RULES_DIR]);
  const rules = ruleSets.get('passport');
  if (!rules) throw new Error(`no passport rules in ${BUNDLED_RULES_DIR}`);
  return { ruleSets, rules };
}

/**
 * The workers every passport recognition uses: the LSTM page read in the kind's languages and the legacy MRZ
 * pass in English alone (the choice read-mrz.ts makes). With `languages: [eng]` this is what serve.ts warms;
 * the value re-reads in the issuing state's languages are not warmed, so their workers start inside requests.
 */
export function recognitionSets(rules: RuleSet): LanguageSet[] {
  const mrzLanguages = rules.ocr.languages.includes('eng') ? ['eng'] : [rules.ocr.languages[0]];
  return [
    { languages: rules.ocr.languages, modes: ['lstm'] },
    { languages: mrzLanguages, modes: ['legacy'] },
  ];
}

/** The LSTM sets values are re-read in, one per distinct language list of valueLanguagesByIssuingState. */
export function valueLanguageSets(rules: RuleSet): LanguageSet[] {
  const seen = new Map<string, string[]>();
  for (const languages of Object.values(rules.ocr.valueLanguagesByIssuingState ?? {})) seen.set(languages.join('+'), languages);
  return [...seen.values()].map((languages) => ({ languages, modes: ['lstm'] }));
}

/** `workersKept`: tesseract workers the memory budget keeps; undefined keeps the pool's own default, as the service runs it. */
export function createPool(size: number, workersKept?: number): TesseractPool {
  const memoryBudgetMiB = workersKept === undefined ? undefined : PROCESS_BASE_MIB + workersKept * WORKER_MIB;
  return new TesseractPool({ size, maxQueue: 10_000, logger: benchLogger, memoryBudgetMiB });
}

let sample: Promise<Buffer> | undefined;

/** A few printed words, like serve.ts's warm-up page: a blank page would not exercise the recogniser. */
export function warmSample(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="100%" height="100%" fill="white"/><text x="20" y="70" font-size="40" font-family="sans-serif">IDOCR 1234 &lt;&lt;</text></svg>`;
  sample ??= sharp(Buffer.from(svg)).greyscale().png().toBuffer();
  return sample;
}
