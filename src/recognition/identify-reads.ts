import type { RuleSet } from '../rules/types';
import { AUTO_KIND } from '../documents/document-types';
import { barcodeFormatsOf } from '../rules/sources/barcode-source';

/**
 * The width the page is read at to tell its kind: captions and headings of 1.2-2 mm stay 9-15 px high on a card, enough for
 * the words the kinds differ by, at about two fifths of the pixels of a kind's own read.
 */
export const IDENTIFY_WIDTH = 1000;

/** The reads made to tell a kind, in order, until one names a kind: English first, then each other script's languages the kinds name. */
export function identificationLanguages(ruleSets: ReadonlyMap<string, RuleSet>): string[][] {
  const rounds: string[][] = [['eng']];
  for (const rules of ruleSets.values()) {
    const languages = rules.identify?.languages;
    if (languages && !rounds.some((round) => round.join('+') === languages.join('+'))) rounds.push(languages);
  }
  return rounds;
}

/**
 * The settings of a page read that tells kinds apart: `languages`, tesseract's page read (no kind's passes), and
 * the page width most kinds are located at, so that the documents found for it serve the kind found too.
 */
export function probeRules(ruleSets: ReadonlyMap<string, RuleSet>, languages: string[]): RuleSet {
  const widths = [...ruleSets.values()].map((rules) => rules.ocr.pageWidth);
  const pageWidth = widths.sort((a, b) => widths.filter((w) => w === b).length - widths.filter((w) => w === a).length)[0] ?? IDENTIFY_WIDTH;
  return {
    file: '(identification)',
    version: 1,
    documentType: AUTO_KIND,
    title: 'identity document',
    ocr: { languages, pageWidth, passes: [] },
    anchors: {},
    parts: {},
    fields: {},
  };
}

/** Whether some kind reads a PDF417 symbol: then a page whose text names no kind is searched for one. */
export function readsPdf417(ruleSets: ReadonlyMap<string, RuleSet>): boolean {
  return [...ruleSets.values()].some((rules) => barcodeFormatsOf(rules).includes('pdf417'));
}
