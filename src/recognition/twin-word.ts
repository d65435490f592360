import type { OcrWord } from '../ocr/types';
import { overlapX } from '../domain/box';

/**
 * The one word of a re-read of a row that covers the same place as `word` of the row's first read, where the two
 * reads split the row alike there; undefined where the re-read split or joined words otherwise, which are then
 * not compared.
 */
export function twinWord(word: OcrWord, row: readonly OcrWord[], reread: readonly OcrWord[]): OcrWord | undefined {
  const overlaps = (a: OcrWord, b: OcrWord): boolean => overlapX(a.box, b.box) >= 0.5 * Math.min(a.box.x1 - a.box.x0, b.box.x1 - b.box.x0);
  const twins = reread.filter((w) => overlaps(w, word));
  return twins.length === 1 && row.filter((w) => overlaps(twins[0], w)).length === 1 ? twins[0] : undefined;
}

/**
 * The row with each word that `pick` gives a replacement for, from its twin in the re-read (twinWord); null when
 * no word is replaced.
 */
export function withTwinWords(row: readonly OcrWord[], reread: readonly OcrWord[], pick: (word: OcrWord, twin: OcrWord) => OcrWord | null): OcrWord[] | null {
  let changed = false;
  const words = row.map((word) => {
    const twin = twinWord(word, row, reread);
    const replacement = twin && pick(word, twin);
    if (!replacement) return word;
    changed = true;
    return replacement;
  });
  return changed ? words : null;
}
