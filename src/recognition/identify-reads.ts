import type { RuleSet } from '../rules/types';
import { AUTO_KIND } from '../documents/document-types';
import { barcodeFormatsOf } from '../rules/sources/barcode-source';

/**
 * The width the page is read at to tell its kind: captions and headings of 1.2-2 mm stay 9-15 px high on a card, enough for
 * the words the kinds differ by, at about two fifths of the pixels of a kind's own read.
 */
export const IDENTIFY_WIDTH = 1000;

/** A read made to tell a kind: its languages, and whether the kinds that name them read each line on its own. */
export interface IdentificationRound {
  languages: string[];
  /** The kinds of the script read each of their lines on its own (their `everyLine` pass): so is a page's top. */
  byLines?: boolean;
  /**
   * A kind naming these languages prints no title in Latin letters (the Egyptian card): only such a kind needs its
   * page's top read in them, the English read of the top finds the others' (the Thai cards' English names).
   */
  topOnlyInScript?: boolean;
}

/**
 * The reads made to tell a kind, in order, until one names a kind: English first, then each other script's
 * languages the kinds name (`identify.languages`).
 */
export function identificationRounds(ruleSets: ReadonlyMap<string, RuleSet>): IdentificationRound[] {
  const rounds: IdentificationRound[] = [{ languages: ['eng'] }];
  for (const rules of ruleSets.values()) {
    const languages = rules.identify?.languages;
    if (!languages) continue;
    const noLatinTitle = !(rules.identify?.titles ?? []).some((title) => /\p{Script=Latin}/u.test(title));
    const round = rounds.find((r) => r.languages.join('+') === languages.join('+'));
    if (round) round.topOnlyInScript ||= noLatinTitle;
    else rounds.push({ languages, byLines: rules.ocr.passes.includes('everyLine'), topOnlyInScript: noLatinTitle });
  }
  return rounds;
}

/**
 * The settings of a page read that tells kinds apart: the round's languages, tesseract's page read (no kind's
 * passes), and the page width most kinds are located at, so that the documents found for it serve the kind found
 * too.
 */
export function probeRules(ruleSets: ReadonlyMap<string, RuleSet>, round: IdentificationRound): RuleSet {
  const widths = [...ruleSets.values()].map((rules) => rules.ocr.pageWidth);
  const pageWidth = widths.sort((a, b) => widths.filter((w) => w === b).length - widths.filter((w) => w === a).length)[0] ?? IDENTIFY_WIDTH;
  return {
    file: '(identification)',
    version: 1,
    documentType: AUTO_KIND,
    title: 'identity document',
    ocr: { languages: round.languages, pageWidth, passes: [] },
    anchors: {},
    parts: {},
    fields: {},
  };
}

/** Whether some kind reads a PDF417 symbol: then a page whose text names no kind is searched for one. */
export function readsPdf417(ruleSets: ReadonlyMap<string, RuleSet>): boolean {
  return [...ruleSets.values()].some((rules) => barcodeFormatsOf(rules).includes('pdf417'));
}
