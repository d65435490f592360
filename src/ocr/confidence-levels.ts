/**
 * The levels a word's or a line's confidence is compared with, on the 0-100 scale every recogniser writes
 * (tesseract's own figure; the CTC recognisers' mean character probability times 100). Named once, here, so that
 * a pass asking for a sure word asks for what every other pass means by one. Values a rule source returns are
 * these divided by 100.
 */
export const CONFIDENCE = {
  /** Below it a word is a mark, not a word: a stray "-" read at 29 at a crop's edge, where a real "سجل" read at 43. */
  mark: 35,
  /** The most a line can count as when ink in it was left unread (another script's letters read as blanks). */
  unreadInk: 40,
  /** From here a word was read rather than guessed: a page with a few such words holds text. */
  read: 50,
  /** From here a value is kept and a short word is not a speck; below it, a short word is unsure. */
  fair: 60,
  /** From here a word counts as good: it orients a page, and a line of such words is not read again. */
  good: 70,
  /** From here a reading is sure: a line the page read covered is not read again; printed name words mend an MRZ name. */
  sure: 80,
  /** From here a page line is not read again on its own, even by a pass that re-reads every line. */
  certain: 85,
} as const;

/** The mean confidence of words or lines, 0 for none. */
export function meanConfidence(items: readonly { readonly confidence: number }[]): number {
  return items.length ? items.reduce((sum, item) => sum + item.confidence, 0) / items.length : 0;
}
