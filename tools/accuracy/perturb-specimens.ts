import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Copies of labelled images as a phone or a scanner bed might show them, for `idocr eval` to score what was not
 * tuned on: each image with its truth file, under `<out>/<variant>/<kind>/`. Written outside the repository only
 * (public specimens stay out of it).
 * - `grey`: the image on a mid-grey ground, 15 % of its size around it, PNG (nothing lost but the tight crop).
 * - `phone`: scaled to 85 %, turned 4°, on a brown desk colour, JPEG at quality 88.
 * Usage: node tools/dist/tools/accuracy/perturb-specimens.js <labelled dir> <out dir>
 */
type Variant = 'grey' | 'phone';

const GREY = '#6b6b6b';
const DESK = '#8a7f70';

async function perturb(file: string, variant: Variant): Promise<{ bytes: Buffer; ext: string }> {
  const card = await sharp(file).removeAlpha().png().toBuffer();
  const { width = 0, height = 0 } = await sharp(card).metadata();
  if (variant === 'grey') {
    const canvas = sharp({ create: { width: Math.round(width * 1.3), height: Math.round(height * 1.3), channels: 3, background: GREY } });
    return { bytes: await canvas.composite([{ input: card, left: Math.round(width * 0.15), top: Math.round(height * 0.15) }]).png().toBuffer(), ext: 'png' };
  }
  const small = await sharp(card).resize({ width: Math.round(width * 0.85) }).png().toBuffer();
  const turned = await sharp(small).rotate(4, { background: DESK }).png().toBuffer();
  const size = await sharp(turned).metadata();
  const [w, h] = [size.width ?? 0, size.height ?? 0];
  const canvas = sharp({ create: { width: Math.round(w * 1.25), height: Math.round(h * 1.3), channels: 3, background: DESK } });
  return { bytes: await canvas.composite([{ input: turned, left: Math.round(w * 0.12), top: Math.round(h * 0.15) }]).jpeg({ quality: 88 }).toBuffer(), ext: 'jpg' };
}

async function main(): Promise<void> {
  const [source, out] = process.argv.slice(2);
  if (!source || !out) throw new Error('usage: perturb-specimens <labelled dir> <out dir>');
  let written = 0;
  for (const kind of fs.readdirSync(source, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(source, kind.name);
    for (const name of fs.readdirSync(dir).filter((f) => /\.(jpe?g|png)$/i.test(f))) {
      const base = name.replace(/\.[^.]+$/, '');
      const truth = path.join(dir, `${base}.json`);
      if (!fs.existsSync(truth)) continue;
      for (const variant of ['grey', 'phone'] as const) {
        // An image sharp cannot decode (the BMP named .jpg) has no copy: the service answers it 415 as it is.
        const copy = await perturb(path.join(dir, name), variant).catch(() => null);
        if (!copy) continue;
        const target = path.join(out, variant, kind.name);
        fs.mkdirSync(target, { recursive: true });
        fs.writeFileSync(path.join(target, `${base}.${copy.ext}`), copy.bytes);
        fs.copyFileSync(truth, path.join(target, `${base}.json`));
        written++;
      }
    }
  }
  process.stdout.write(`${written} copies under ${out}/grey and ${out}/phone\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
