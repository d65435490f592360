import type { OcrLine } from '../../ocr/types';

// e.g. "8123" (field number 8 glued to house number 123), "860"
const DIGITS = /^\d{2,}$/;

/**
 * The page's lines with a field number printed in the margin read apart from the value it was read glued to.
 * Numbered designs (the AAMVA licence's "8" before the address) print the number, in small type, left of a
 * value column whose next line carries no number; OCR often joins the number to the value's first word
 * ("8456 ELM AVENUE" for "8 456 ELM AVENUE"). The line under it, starting about one digit's width right of
 * the glued line, shows where the value really starts: then the first digit is set apart ("8 456 ELM AVENUE").
 * Lines without such a line under them are returned as they are. Only the text changes, never the words.
 * e.g. "8456 ELM AVENUE" over "CITY, AR 12345" indented by 26 px, digits 23 px wide → "8 456 ELM AVENUE"
 */
export function splitMarginNumbers(lines: readonly OcrLine[]): OcrLine[] {
  return lines.map((line) => {
    const first = line.words[0];
    if (!first || !DIGITS.test(first.text) || !line.text.startsWith(first.text)) return line;
    const digitWidth = (first.box.x1 - first.box.x0) / first.text.length;
    const height = Math.max(1, line.box.y1 - line.box.y0);
    const under = lines.find(
      (other) =>
        other !== line &&
        other.box.y0 > line.box.y0 + 0.5 * height &&
        other.box.y0 < line.box.y1 + 0.8 * height &&
        other.box.x0 < line.box.x1 &&
        Math.abs(other.box.x0 - line.box.x0) < 2 * digitWidth,
    );
    if (!under) return line;
    const indent = under.box.x0 - line.box.x0;
    if (indent < 0.6 * digitWidth || indent > 1.8 * digitWidth) return line;
    return { ...line, text: `${line.text[0]} ${line.text.slice(1)}` };
  });
}
