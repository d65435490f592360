import { escapeXml } from '../escape-xml';

/** DejaVu first: it is what the development machine and the CI image both have; the rest are fallbacks. */
export const SANS = 'DejaVu Sans, Liberation Sans, sans-serif';
export const SERIF = 'DejaVu Serif, Liberation Serif, serif';
export const MONO = 'DejaVu Sans Mono, Liberation Mono, monospace';

export interface TextStyle {
  size: number;
  family?: string;
  weight?: 'normal' | 'bold';
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  spacing?: number;
}

/** One line of SVG text, escaped. */
export function text(x: number, y: number, content: string, style: TextStyle): string {
  const attributes = [
    `x="${x.toFixed(1)}"`,
    `y="${y.toFixed(1)}"`,
    `font-family="${style.family ?? SANS}"`,
    `font-size="${style.size.toFixed(1)}"`,
    `fill="${style.fill ?? '#1a1a1a'}"`,
    ...(style.weight === 'bold' ? ['font-weight="bold"'] : []),
    ...(style.italic ? ['font-style="italic"'] : []),
    ...(style.anchor && style.anchor !== 'start' ? [`text-anchor="${style.anchor}"`] : []),
    ...(style.spacing ? [`letter-spacing="${style.spacing}"`] : []),
  ];
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

/** A whole SVG document of the given size. */
export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

/** Words cut into lines of at most `perLine` characters (an estimate of the width is enough for filler text). */
export function wrapWords(words: readonly string[], perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** `#rrggbb` from 0-255 channels. */
export function hex(r: number, g: number, b: number): string {
  const c = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
