import type { Box, OcrLine, OcrWord } from '../../ocr/types';
import { foldText } from '../../text/fold-text';
import { editDistance } from '../../text/edit-distance';

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

interface Token {
  text: string;
  word: OcrWord;
}

/**
 * Finds every printed label of every anchor on the page, matched word by word, case- and accent-insensitively,
 * with a few OCR errors forgiven in long words. A label must be found whole ("Place of birth"), in one line.
 */
export function findLabels(lines: readonly OcrLine[], anchors: Record<string, string[]>): LabelHit[] {
  const phrases = Object.entries(anchors).flatMap(([anchor, spellings]) =>
    spellings.map((spelling) => ({ anchor, tokens: foldText(spelling).split(' ').filter(Boolean) })),
  );
  const hits: LabelHit[] = [];
  for (const line of lines) {
    const tokens: Token[] = line.words.flatMap((word) => foldText(word.text).split(' ').filter(Boolean).map((text) => ({ text, word })));
    for (const phrase of phrases) {
      for (let start = 0; start + phrase.tokens.length <= tokens.length; start++) {
        let score = 0;
        let matched = true;
        for (let i = 0; i < phrase.tokens.length && matched; i++) {
          const want = phrase.tokens[i];
          const distance = editDistance(tokens[start + i].text, want, tolerance(want));
          if (distance > tolerance(want)) matched = false;
          else score += want.length - distance;
        }
        if (!matched) continue;
        const words = [...new Set(tokens.slice(start, start + phrase.tokens.length).map((t) => t.word))];
        // Captions are often numbered ("8. Authority"): the number belongs to the caption, not to a value.
        const before = line.words[line.words.indexOf(words[0]) - 1];
        if (before && CAPTION_NUMBER.test(before.text) && words[0].box.x0 - before.box.x1 < wordHeight(words[0])) words.unshift(before);
        hits.push({ anchor: phrase.anchor, words, box: unionBox(words.map((w) => w.box)), score });
      }
    }
  }
  return mergeCaptions(hits);
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
  return Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.3 * h && b.x0 - a.x1 < 1.5 * h;
}

/** One line right under the other, starting at about the same x. */
function stacked(a: Box, b: Box, h: number): boolean {
  const gap = Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1);
  return gap >= -0.3 * h && gap < 0.8 * h && Math.abs(a.x0 - b.x0) < 2 * h;
}

export function unionBox(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}
