import type { OcrRead, OcrSession } from '../ocr/types';
import type { RuleSet } from '../rules/types';
import type { PreparedPage } from './prepare-page';

/** The page read whole by tesseract's LSTM engine in the kind's languages, which also measures and corrects its skew. */
export async function readWholePage(session: OcrSession, page: PreparedPage, rules: RuleSet): Promise<OcrRead> {
  return session.read(await page.image(), rules.ocr.languages, 'lstm', { rotateAuto: true, pageSegMode: rules.ocr.pageSegMode ?? '3' });
}
