import type { OcrLine, OcrWord } from '../../ocr/types';
import { type Box, overlapY, unionBox } from '../../domain/box';
import { foldText } from '../../text/fold-text';
import { editDistance } from '../../text/edit-distance';
import { lettersForDigits } from '../../text/lookalikes';

export interface LabelHit {
  anchor: string;
  box: Box;
  words: OcrWord[];
  /** Higher is better: letters matched minus edits. */
  score: number;
}

/** Edits allowed in one label token: none in short words, where one edit makes another word ("NOM"/"NON"). */
function tolerance(token: string): number {
  // Thai writes a caption's words without spaces, so one token is a whole phrase ("ชื่อตัวและชื่อสกุล").
  if (THAI_SCRIPT.test(token) && token.length >= 8) return Math.floor(token.length / 4);
  if (token.length >= 9) return 2;
  if (token.length >= 5) return 1;
  return 0;
}

const THAI_SCRIPT = /[\u0E01-\u0E4F]/u;

// e.g. "8.", "10", "4a." (the field numbers of EU documents)
const CAPTION_NUMBER = /^\d{1,2}[a-z]?[.)]?$/;

/** A word's height, the caption's type size (a merged caption's box spans several lines). */
export function wordHeight(word: OcrWord): number {
  return Math.max(1, word.box.y1 - word.box.y0);
}

/** A label as found, with the line it was found in and its first matched token (to see what precedes it). */
interface FoundLabel extends LabelHit {
  line: OcrLine;
  firstToken: string;
}

interface Token {
  text: string;
  /** The text with look-alikes made one (captionShape), as captions are compared. */
  shape: string;
  word: OcrWord;
}

/**
 * Digits OCR reads for a printed caption's letters (text/lookalikes, the `caption` view: "D0B", "1SS", "EXP1RES"),
 * and the small l read for I, which folding turns into L ("lSS" → "LSS"): each made one character on both sides of
 * a comparison, so that a caption of any length is matched through them without a rule spelling them out. A
 * token with more digits than letters keeps its digits: "155" is a number, not "ISS".
 */
const CAPTION_LOOKALIKES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(lettersForDigits('caption')).map(([digit, letters]) => [digit, letters[0]])),
  L: 'I',
};
const CAPTION_LOOKALIKE = new RegExp(`[${Object.keys(CAPTION_LOOKALIKES).join('')}]`, 'g');

export function captionShape(token: string): string {
  const digits = token.replace(/\D/g, '').length;
  if (digits > token.length - digits) return token;
  return token.replace(CAPTION_LOOKALIKE, (ch) => CAPTION_LOOKALIKES[ch]);
}

/** A spelling of an anchor, folded and split once per rules file, with what matching needs of each token. */
interface Phrase {
  anchor: string;
  tokens: Array<{ text: string; shape: string; tolerance: number; glued: boolean }>;
  /** Whether a word of it may take one edit more than its tolerance (mayMisreadOneMore), per token. */
  mayMisreadOneMore: boolean[];
}

const phrasesOfAnchors = new WeakMap<Record<string, string[]>, Phrase[]>();
// What one line's words match: rules re-read a few lines and extract again on the same page many times, and
// the hits of a line depend on its words and the phrases only. Lines are not changed once read.
const hitsOfLine = new WeakMap<OcrLine, WeakMap<Phrase[], FoundLabel[]>>();

function phrasesOf(anchors: Record<string, string[]>): Phrase[] {
  let phrases = phrasesOfAnchors.get(anchors);
  if (!phrases) {
    phrases = Object.entries(anchors).flatMap(([anchor, spellings]) =>
      spellings.map((spelling) => {
        const texts = foldText(spelling).split(' ').filter(Boolean);
        const minGlued = texts.length > 1 ? MIN_GLUED_TOKEN : MIN_GLUED_WORD;
        return {
          anchor,
          tokens: texts.map((text) => ({ text, shape: captionShape(text), tolerance: tolerance(text), glued: LATIN_WORD.test(text) && text.length >= minGlued })),
          mayMisreadOneMore: texts.map((text) => mayMisreadOneMore(text, texts.length)),
        };
      }),
    );
    phrasesOfAnchors.set(anchors, phrases);
  }
  return phrases;
}

/**
 * Finds every printed label of every anchor on the page, matched word by word, case- and accent-insensitively,
 * with a few OCR errors forgiven in long words. A label must be found whole ("Place of birth"), in one line.
 */
export function findLabels(lines: readonly OcrLine[], anchors: Record<string, string[]>): LabelHit[] {
  const phrases = phrasesOf(anchors);
  const hits = lines.flatMap((line) => lineHits(line, phrases));
  const used = new Set(hits.flatMap((hit) => hit.words));
  return mergeCaptions(hits.map((hit) => withCaptionBefore(hit, used)));
}

function lineHits(line: OcrLine, phrases: Phrase[]): FoundLabel[] {
  let byPhrases = hitsOfLine.get(line);
  const known = byPhrases?.get(phrases);
  if (known) return known;
  const hits: FoundLabel[] = [];
  const tokens: Token[] = line.words.flatMap((word) =>
    foldText(word.text)
      .split(' ')
      .filter(Boolean)
      .map((text) => ({ text, shape: captionShape(text), word })),
  );
  for (const phrase of phrases) {
    const last = phrase.tokens.length - 1;
    for (let start = 0; start + phrase.tokens.length <= tokens.length; start++) {
      let score = 0;
      let matched = true;
      let misreadOneMore = 0;
      let longExact = false;
      for (let i = 0; i <= last && matched; i++) {
        const want = phrase.tokens[i];
        const distance = tokenDistance(tokens[start + i].shape, want.shape, want.tolerance, want.glued && i === 0, want.glued && i === last);
        if (distance > want.tolerance + 1 || (distance > want.tolerance && !phrase.mayMisreadOneMore[i])) matched = false;
        else {
          if (distance > want.tolerance) misreadOneMore++;
          if (distance === 0 && want.text.length >= 5) longExact = true;
          score += want.text.length - distance;
        }
      }
      // One word of a long caption may be misread once more than alone ("Dato of Issue", "Place of lesue") when
      // a long word of it is exact.
      if (!matched || misreadOneMore > (longExact ? 1 : 0)) continue;
      const words = [...new Set(tokens.slice(start, start + phrase.tokens.length).map((t) => t.word))];
      // Captions are often numbered ("8. Authority"): the number belongs to the caption, not to a value.
      const before = line.words[line.words.indexOf(words[0]) - 1];
      if (before && CAPTION_NUMBER.test(before.text) && words[0].box.x0 - before.box.x1 < wordHeight(words[0])) words.unshift(before);
      hits.push({ anchor: phrase.anchor, words, box: unionBox(words.map((w) => w.box)), score, line, firstToken: tokens[start].text });
    }
  }
  if (!byPhrases) hitsOfLine.set(line, (byPhrases = new WeakMap()));
  byPhrases.set(phrases, hits);
  return hits;
}

/**
 * A word of three letters or more in a caption of three words or more may have one edit more than it allows
 * alone (one in a word of 3–4 letters, two in one of 5–8), the caption's other words telling which caption it is.
 * e.g. "Dato of Issue", "Place of lesue"
 */
function mayMisreadOneMore(want: string, phraseLength: number): boolean {
  return phraseLength >= 3 && want.length >= 3;
}

// Glued words are a Latin-script misreading; Thai writes a whole caption as one word, where a caption's end
// ("ออกบัตร") is the end of another caption too.
const LATIN_WORD = /^\p{Script=Latin}+$/u;
// Only tokens this long are matched glued to another word ("N°" would be the start of any word), and a caption
// of one word only when longer still ("OBYWATELSTWONATIONALITY").
const MIN_GLUED_TOKEN = 4;
const MIN_GLUED_WORD = 6;
// The least a glued neighbour must add, so a misread word of the caption itself is not taken for one.
const MIN_GLUED_REST = 3;

/**
 * Edits from an OCR token to a caption's token. OCR often loses the slash between the parts of a bilingual
 * caption and glues them ("DATA WYDANIA/DATE" read "WYDANIADATE", "Given names/Prénoms" read "namesPrénoms"): a
 * phrase's first token may then end an OCR token (`atEnd`), its last token begin one (`atStart`).
 */
function tokenDistance(text: string, want: string, max: number, atEnd: boolean, atStart: boolean): number {
  // Counted one past the tolerance: a word of a long caption may take one edit more (mayMisreadOneMore).
  const whole = editDistance(text, want, max + 1);
  if (whole <= max || (!atEnd && !atStart)) return whole;
  // One edit fewer than for a whole word: a glued part is a guess already (TAILLE is not in TILLEULS).
  const glueMax = Math.max(0, max - 1);
  for (let length = want.length - glueMax; length <= want.length + glueMax; length++) {
    if (text.length - length < MIN_GLUED_REST) continue;
    if (atEnd && editDistance(text.slice(-length), want, glueMax) <= glueMax) return glueMax;
    if (atStart && editDistance(text.slice(0, length), want, glueMax) <= glueMax) return glueMax;
  }
  return whole;
}

// How many words a caption in another language before the slash may have ("Tarikh Dikeluarkan /").
const MAX_WORDS_BEFORE_SLASH = 4;

/**
 * A bilingual caption often prints the national language first, joined by a slash ("Tarikh Lahir / Date of
 * Birth", "出生地 / Place of birth"), and the value starts under that first part. When only the part after the
 * slash was matched (the other is in an unknown language, another script, or garbled), the words before the
 * slash, up to a wide gap or another label, are the caption too: else the value's first words fall outside its
 * column.
 */
function withCaptionBefore(hit: FoundLabel, used: ReadonlySet<OcrWord>): LabelHit {
  const { line, firstToken, ...label } = hit;
  const first = label.words[0];
  let at = line.words.indexOf(first) - 1;
  const before = line.words[at];
  // The slash stands alone, ends the word before, starts the label's first word ("/Nom") or is inside it,
  // before the part matched ("swe/Date" matched as "Date de délivrance").
  const slashInFirst = /^[/|]/.test(first.text) || (!foldText(first.text).startsWith(firstToken) && /[/|]/.test(first.text));
  if (!before || (!slashInFirst && !/[/|]$/.test(before.text))) return label;
  const gap = 1.5 * wordHeight(first);
  const added: OcrWord[] = [];
  let right = first;
  while (at >= 0 && added.length < MAX_WORDS_BEFORE_SLASH) {
    const word = line.words[at];
    if (used.has(word) || right.box.x0 - word.box.x1 > gap) break;
    added.unshift(word);
    right = word;
    at--;
  }
  if (!added.some((w) => /\p{L}/u.test(w.text))) return label;
  const words = [...added, ...label.words];
  return { ...label, words, box: unionBox(words.map((w) => w.box)) };
}

/**
 * One caption is often printed in two or three languages, side by side ("Given names/ Prénoms") or wrapped
 * onto a second line ("Date of issue/" over "Date de délivrance"), and one spelling can match inside another
 * ("Code" in "Country code"). Hits of the same anchor that share words, or stand next to each other on a row
 * or one under the other, are one label: else the first would end its column where the second begins.
 */
function mergeCaptions(hits: LabelHit[]): LabelHit[] {
  const merged: LabelHit[] = [];
  for (const hit of [...hits].sort((a, b) => a.box.x0 - b.box.x0)) {
    const h = Math.max(1, hit.box.y1 - hit.box.y0);
    const neighbour = merged.find((m) => m.anchor === hit.anchor && (sideBySide(m.box, hit.box, h) || stacked(m.box, hit.box, h)));
    if (!neighbour) {
      merged.push({ ...hit, words: [...hit.words] });
      continue;
    }
    const added = hit.words.filter((w) => !neighbour.words.includes(w));
    neighbour.words.push(...added);
    neighbour.box = unionBox(neighbour.words.map((w) => w.box));
    if (added.length) neighbour.score += hit.score;
  }
  return merged;
}

function sideBySide(a: Box, b: Box, h: number): boolean {
  return overlapY(a, b) > 0.3 * h && b.x0 - a.x1 < 1.5 * h;
}

/** One line right under the other, starting at about the same x. */
function stacked(a: Box, b: Box, h: number): boolean {
  const gap = Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1);
  return gap >= -0.3 * h && gap < 0.8 * h && Math.abs(a.x0 - b.x0) < 2 * h;
}
