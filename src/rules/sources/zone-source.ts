import type { ZoneSourceRule } from '../types';
import { applyValuePattern } from './apply-pattern';
import type { SourceContext, SourceValue } from './source-context';
import { meanConfidence } from '../../ocr/confidence-levels';

/**
 * The words printed in a fixed part of the image, for values that carry no caption. Fractions of the image,
 * so it holds for scans and flat crops; on a photo the document may sit anywhere, which is why rules try
 * captions first.
 */
export function zoneValue(rule: ZoneSourceRule, ctx: SourceContext): SourceValue | null {
  const { x, y, w, h } = rule.zone;
  const [left, top, right, bottom] = [x * ctx.width, y * ctx.height, (x + w) * ctx.width, (y + h) * ctx.height];
  const lines = ctx.lines
    .map((line) => line.words.filter((word) => {
      const cx = (word.box.x0 + word.box.x1) / 2;
      const cy = (word.box.y0 + word.box.y1) / 2;
      return cx >= left && cx <= right && cy >= top && cy <= bottom;
    }))
    .filter((words) => words.length > 0);
  const words = lines.flat();
  if (!words.length) return null;
  const value = applyValuePattern(lines.map((ws) => ws.map((word) => word.text).join(' ')).join(' '), rule);
  if (!value) return null;
  const confidence = meanConfidence(words) / 100;
  return { value, source: 'viz', confidence, checks: [], words };
}
