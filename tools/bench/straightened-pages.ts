import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { decodeImage } from '../../src/image/decode-image';
import { encodePnm } from '../../src/image/pnm';
import { sniffImageType } from '../../src/image/sniff-image-type';
import { languageFile } from '../../src/ocr/language-data';
import { locateDocuments } from '../../src/recognition/locate-documents';
import { preparePage } from '../../src/recognition/prepare-page';
import { loadRuleSets } from '../../src/rules/load-rule-sets';

/** A page idocr's page read would read, written for native tesseract, and the languages it is read in. */
export interface StraightenedPage {
  image: string;
  page: string;
  languages: string[];
}

/**
 * The pages idocr makes of each file before its first read (the documents found and straightened, stacked on one
 * sheet at the kind's page width, grey and contrast stretched: what tesseract's page read reads), written once
 * as PGM into `dir`, so that native tesseract can read the same pixels and the recogniser can be told apart from
 * the pipeline around it. Synthetic fixtures and public specimens only: the service never writes an image.
 */
export async function writeStraightenedPages(files: ReadonlyArray<{ image: string; documentType: string; bytes: Buffer }>, dir: string): Promise<Map<string, StraightenedPage>> {
  const ruleSets = loadRuleSets([BUNDLED_RULES_DIR], { checkLanguages: false });
  const out = new Map<string, StraightenedPage>();
  fs.mkdirSync(dir, { recursive: true });
  for (const [i, file] of files.entries()) {
    const rules = ruleSets.get(file.documentType);
    const type = sniffImageType(file.bytes.subarray(0, 64));
    if (!rules || !type) continue;
    const located = await locateDocuments(await decodeImage(file.bytes, type), rules);
    const page = preparePage(located.image, located.pageWidth ?? rules.ocr.pageWidth);
    const name = path.join(dir, `${String(i).padStart(4, '0')}.pgm`);
    fs.writeFileSync(name, encodePnm(await page.grey(), page.width, page.height, 1));
    out.set(file.image, { image: file.image, page: name, languages: rules.ocr.languages });
  }
  return out;
}

/**
 * A tessdata folder holding the language files idocr's LSTM workers load (`4.0.0_best_int` from the
 * `@tesseract.js-data` packages, unpacked), so native tesseract reads with the same models.
 */
export function tessdataOf(languages: readonly string[], dir = path.join(os.tmpdir(), 'idocr-bench-tessdata')): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const language of new Set(languages)) {
    const target = path.join(dir, `${language}.traineddata`);
    if (!fs.existsSync(target)) fs.writeFileSync(target, gunzipSync(fs.readFileSync(languageFile(language, 'lstm'))));
  }
  return dir;
}
