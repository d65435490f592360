/**
 * Field 9 of a UK driving licence lists categories in a fixed order, EU ones in capitals and national ones in
 * lower case, separated by slashes: "AM/A/B1/B/f/k/l/n/p/q". OCR reads the slashes as I, l or |, and the
 * category l as I or 1, so the reading is parsed back against the known categories in their order.
 */
const ORDER = ['AM', 'A1', 'A2', 'A', 'B1', 'B', 'BE', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE', 'f', 'g', 'h', 'k', 'l', 'n', 'p', 'q'];

// What OCR reads for a printed character of a category.
const READS_AS: Readonly<Record<string, string>> = {
  '1': 'lIiL|!', l: 'I1|i!L\\', q: 'gG9', g: 'q9', k: 'K', f: 'F', n: 'N', p: 'P', h: 'H', A: '4', B: '8', D: '0O', E: 'F',
};
// What OCR reads for a slash.
const SLASH_READS = 'Il|i!\\1jt';

const LOOKALIKE = 0.6;
const SLASH_LOOKALIKE = 0.4;
const MISSING_SLASH = 0.7;
const DOUBLE_SLASH = 1.0;

interface Step {
  cost: number;
  tokens: string[];
}

/**
 * The categories as printed, or the text unchanged when it cannot be read as categories in their order.
 * e.g. "AM/A/B1/BIflk/lIn/plq" → "AM/A/B1/B/f/k/l/n/p/q"; "AM/BL/B" → "AM/B1/B"
 */
export function ukVehicleCategories(value: string): string {
  const text = value.replace(/\s+/g, '');
  if (!text) return value;
  // best[pos][last + 1][afterToken]: cheapest reading of text[0, pos) whose last category is ORDER[last].
  const best = new Map<string, Step>();
  const key = (pos: number, last: number, afterToken: boolean): string => `${pos}:${last}:${afterToken ? 1 : 0}`;
  const offer = (pos: number, last: number, afterToken: boolean, step: Step): void => {
    const k = key(pos, last, afterToken);
    const known = best.get(k);
    if (!known || step.cost < known.cost) best.set(k, step);
  };
  offer(0, -1, false, { cost: 0, tokens: [] });
  for (let pos = 0; pos <= text.length; pos++) {
    for (let last = -1; last < ORDER.length; last++) {
      for (const afterToken of [false, true]) {
        const here = best.get(key(pos, last, afterToken));
        if (!here || pos === text.length) continue;
        const ch = text[pos];
        const slashCost = ch === '/' ? 0 : SLASH_READS.includes(ch) ? SLASH_LOOKALIKE : Infinity;
        if (slashCost < Infinity && here.tokens.length > 0) {
          offer(pos + 1, last, false, { cost: here.cost + slashCost + (afterToken ? 0 : DOUBLE_SLASH), tokens: here.tokens });
        }
        for (let next = last + 1; next < ORDER.length; next++) {
          const cost = readCost(ORDER[next], text, pos);
          if (cost === Infinity) continue;
          offer(pos + ORDER[next].length, next, true, { cost: here.cost + cost + (afterToken ? MISSING_SLASH : 0), tokens: [...here.tokens, ORDER[next]] });
        }
      }
    }
  }
  let done: Step | undefined;
  for (let last = 0; last < ORDER.length; last++) {
    const step = best.get(key(text.length, last, true));
    if (step && (!done || step.cost < done.cost)) done = step;
  }
  return done ? done.tokens.join('/') : value;
}

function readCost(category: string, text: string, pos: number): number {
  if (pos + category.length > text.length) return Infinity;
  let cost = 0;
  for (let i = 0; i < category.length; i++) {
    const printed = category[i];
    const read = text[pos + i];
    if (read === printed) continue;
    if (!(READS_AS[printed] ?? '').includes(read)) return Infinity;
    cost += LOOKALIKE;
  }
  return cost;
}
