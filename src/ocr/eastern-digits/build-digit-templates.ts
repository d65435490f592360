#!/usr/bin/env node
/*
 * Development tool: renders the Eastern Arabic digits and the slash in several installed typefaces, sizes and
 * blurs, measures each glyph as the reader does, and writes the templates the service ships with:
 *   node dist/ocr/eastern-digits/build-digit-templates.js src/ocr/eastern-digits/digit-templates.json
 * Needs the fonts (Debian: fonts-noto-core, fonts-dejavu-core); the service itself needs none.
 * `--check` instead prints how well templates of the other typefaces read each one (leave one typeface out).
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { findGlyphs } from './find-glyphs';
import type { GreyImage } from '../../domain/grey-image';
import { GRID_COLUMNS, GRID_ROWS, glyphFeatures, measureRun } from './glyph-features';
import { readDigitRun, type DigitTemplateFile } from './read-digit-run';

const CHARS = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩', '/'];
const FONTS = ['Noto Naskh Arabic', 'Noto Sans Arabic', 'Noto Kufi Arabic', 'DejaVu Sans'];
const WEIGHTS = ['normal', 'bold'];
const FONT_SIZES = [22, 32, 46, 64];
const BLURS = [0, 0.9];

interface Rendered {
  image: GreyImage;
  /** Left edge of each character's cell, px. */
  cells: number[];
}

async function renderLine(chars: readonly string[], font: string, weight: string, fontSize: number, blur: number): Promise<Rendered> {
  const pitch = fontSize * 1.1;
  const width = Math.ceil(pitch * chars.length + fontSize);
  const height = Math.ceil(fontSize * 2.2);
  const cells = chars.map((_, i) => fontSize / 2 + i * pitch);
  // One <text> per character: no bidirectional reordering, one glyph per cell.
  const texts = chars
    .map((c, i) => `<text x="${(cells[i] + pitch / 2).toFixed(1)}" y="${(fontSize * 1.4).toFixed(1)}" text-anchor="middle" font-family="${font}" font-weight="${weight}" font-size="${fontSize}">${c === '/' ? '/' : c}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>${texts}</svg>`;
  let pipeline = sharp(Buffer.from(svg)).greyscale();
  if (blur > 0) pipeline = pipeline.blur(blur);
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { image: { data, width: info.width, height: info.height }, cells };
}

async function templatesOf(font: string): Promise<DigitTemplateFile['templates']> {
  const out: DigitTemplateFile['templates'] = [];
  for (const weight of WEIGHTS) {
    for (const fontSize of FONT_SIZES) {
      for (const blur of BLURS) {
        const { image } = await renderLine(CHARS, font, weight, fontSize, blur);
        const glyphs = findGlyphs(image, { x0: 0, y0: 0, x1: image.width, y1: image.height });
        if (glyphs.length !== CHARS.length) {
          process.stderr.write(`skipped ${font} ${weight} ${fontSize}px blur ${blur}: ${glyphs.length} glyphs\n`);
          continue;
        }
        const { digitHeight, baseline } = measureRun(glyphs);
        glyphs.forEach((g, i) => {
          const f = glyphFeatures(g, digitHeight, baseline);
          out.push({
            char: CHARS[i],
            font: `${font}${weight === 'bold' ? ' bold' : ''} ${fontSize}${blur ? ' blur' : ''}`,
            shape: [...f.shape].map((v) => Math.round(v * 15).toString(16)).join(''),
            profile: [...f.profile].map((v) => Math.round(v * 100) / 100),
            size: f.size.map((v) => Math.round(v * 100) / 100) as [number, number, number],
          });
        });
      }
    }
  }
  return out;
}

/** Reads random digit strings set in `font` with templates of the other fonts only. */
async function checkFont(font: string, others: DigitTemplateFile['templates']): Promise<{ right: number; total: number; misses: string[] }> {
  const file: DigitTemplateFile = { version: 1, grid: [GRID_COLUMNS, GRID_ROWS], templates: others };
  let right = 0;
  let total = 0;
  const misses: string[] = [];
  let seed = 7;
  const random = (): number => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (const weight of WEIGHTS) {
    for (const fontSize of [20, 28, 40]) {
      for (const blur of [0, 0.7, 1.2]) {
        const chars = Array.from({ length: 14 }, () => CHARS[Math.floor(random() * 10)]);
        const { image } = await renderLine(chars, font, weight, fontSize, blur);
        const run = readDigitRun(image, { x0: 0, y0: 1, x1: image.width, y1: image.height - 1 }, { templates: file, wordGap: 99 });
        const got = run?.glyphs.map((g) => g.char).join('') ?? '';
        const want = chars.join('');
        total += want.length;
        for (let i = 0; i < want.length; i++) if (got[i] === want[i]) right++;
        if (got !== want) misses.push(`${weight} ${fontSize}px blur ${blur}: ${want} → ${got}`);
      }
    }
  }
  return { right, total, misses };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const all = new Map<string, DigitTemplateFile['templates']>();
  for (const font of FONTS) all.set(font, await templatesOf(font));
  if (args[0] === '--check') {
    for (const font of FONTS) {
      const others = FONTS.filter((f) => f !== font).flatMap((f) => all.get(f)!);
      const { right, total, misses } = await checkFont(font, others);
      process.stdout.write(`${font}: ${right}/${total} digits\n${misses.map((m) => `  ${m}\n`).join('')}`);
    }
    return;
  }
  if (!args[0]) throw new Error('usage: build-digit-templates OUT.json | --check');
  const file: DigitTemplateFile = { version: 1, grid: [GRID_COLUMNS, GRID_ROWS], templates: FONTS.flatMap((f) => all.get(f)!) };
  await writeFile(args[0], `${JSON.stringify(file)}\n`);
  process.stdout.write(`${file.templates.length} templates → ${args[0]}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
