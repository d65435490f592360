import type { OcrWord } from '../ocr/types';
import { CONFIDENCE } from '../ocr/confidence-levels';
import { withTwinWords } from './twin-word';
import { hasOwnLetters, NON_LATIN_LETTER, readsAsLookalikes } from '../text/script-lookalikes';

/**
 * A row read in Latin letters merged with a re-read of it in the issuing state's own alphabet (Cyrillic, Greek),
 * word by word: pages print a value in both ("УКРАЇНА/UKRAINE", "ХАРКІВСЬКА ОБЛ./UKR"), and neither read
 * alone gets both halves. A word (or each part of a word joined by a slash) takes the other alphabet's reading
 * where the Latin one is only its look-alikes ("YKPAIHA" for УКРАЇНА): at once when the other reading has a
 * letter no Latin capital is drawn as (Ї, Л, Ь), else (ХАРКІВ and XAPKIB are the same pixels) when its reader is
 * at least as sure; and a whole word where the Latin reader was unsure and the other one sure
 * ("KUIB" at 15, "КИЇВ" at 90). Latin words stay (the re-read's "ОКА" for UKR is neither), and so do words the
 * two reads split otherwise (twinWord). Null when the re-read holds no other alphabet, or when the row already
 * did, or when nothing changes.
 * e.g. "YKPAIHA/UKRAINE" and a re-read "УКРАЇНА/ОКВАЇІМЕ" give "УКРАЇНА/UKRAINE"
 */
export function mergeScriptReading(latin: readonly OcrWord[], other: readonly OcrWord[]): OcrWord[] | null {
  if (!other.some((w) => NON_LATIN_LETTER.test(w.text)) || latin.some((w) => NON_LATIN_LETTER.test(w.text))) return null;
  return withTwinWords(latin, other, (word, twin) => {
    const text = mergedWord(word, twin);
    return text === word.text ? null : { ...word, text, confidence: Math.max(word.confidence, twin.confidence) };
  });
}

function mergedWord(latin: OcrWord, other: OcrWord): string {
  const latinParts = latin.text.split('/');
  const otherParts = other.text.split('/');
  if (latinParts.length === 1 && otherParts.length === 1 && surerReading(latin, other)) return other.text;
  if (latinParts.length !== otherParts.length) return latin.text;
  const otherSurer = other.confidence >= latin.confidence;
  return latinParts
    .map((part, i) => {
      const alt = otherParts[i];
      const takes = NON_LATIN_LETTER.test(alt) && readsAsLookalikes(alt, part) && (hasOwnLetters(alt) || otherSurer);
      return takes ? alt : part;
    })
    .join('/');
}

/** A word the Latin reader could not make out and the other reader read surely, in letters of its alphabet. */
function surerReading(latin: OcrWord, other: OcrWord): boolean {
  const ownLetters = [...other.text].filter((c) => NON_LATIN_LETTER.test(c)).length;
  return latin.confidence < CONFIDENCE.fair && other.confidence >= CONFIDENCE.certain && ownLetters >= 2;
}
