import sharp from 'sharp';
import { encodePnm } from '../../src/image/pnm';
import { PADDLE_LINE_HEIGHT, PaddleRecogniser } from '../../src/ocr/paddle-recogniser';

/** The real PP-OCRv4 line recogniser (onnxruntime-node, the model from its npm package) on lines drawn here. */
const recogniser = new PaddleRecogniser();

/** One line of text drawn black on white, as a PGM, `size` px type. */
async function line(text: string, options: { size?: number; font?: string; spacing?: number } = {}): Promise<Buffer> {
  const size = options.size ?? 40;
  const spacing = options.spacing ?? 0;
  const width = Math.round(text.length * (size * 0.75 + spacing) + 40);
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(size * 1.6)}"><rect width="100%" height="100%" fill="#fff"/>
    <text x="16" y="${Math.round(size * 1.15)}" font-family="${options.font ?? 'DejaVu Sans'}" font-size="${size}" letter-spacing="${spacing}">${escaped}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return encodePnm(data, info.width, info.height, 1);
}

const texts = async (image: Buffer, whitelist?: string): Promise<string[]> => (await recogniser.read(image, ['eng'], { whitelist })).lines.flatMap((l) => l.words.map((w) => w.text));

describe('PaddleRecogniser', () => {
  beforeAll(() => recogniser.warm(), 60_000);

  it('reads a line of capitals word by word, with each word boxed inside the image', async () => {
    const image = await line('FEDERAL REPUBLIC OF GERMANY');
    const read = await recogniser.read(image, ['eng'], {});
    expect(read.lines).toHaveLength(1);
    const [only] = read.lines;
    expect(only.words.map((w) => w.text)).toEqual(['FEDERAL', 'REPUBLIC', 'OF', 'GERMANY']);
    const width = Number(/^P5\s+(\d+)/.exec(image.toString('latin1', 0, 20))![1]);
    for (const [i, word] of only.words.entries()) {
      expect(word.box.x0).toBeGreaterThanOrEqual(0);
      expect(word.box.x1).toBeLessThanOrEqual(width);
      if (i > 0) expect(word.box.x0).toBeGreaterThan(only.words[i - 1].box.x1);
      expect(word.confidence).toBeGreaterThan(85);
    }
  });

  it('reads dates and identifiers digit for digit, and a monospaced MRZ line as one word', async () => {
    expect(await texts(await line('12.03.1981'))).toEqual(['12.03.1981']);
    // OCR-B's pitch is about 1.1 times its capitals' height: a monospaced face spaced out to it. Every letter is
    // read; a long run of fillers may come out shorter (the MRZ reader fits each line to its length).
    const mrz = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
    const read = await texts(await line(mrz, { font: 'DejaVu Sans Mono', size: 36, spacing: 8 }), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<');
    expect(read).toHaveLength(1);
    expect(read[0]).toMatch(/^P<UTOERIKSSON<<ANNA<MARIA<+$/);
  });

  it('writes no letter it was not allowed to, and reads a line of another script as unsure', async () => {
    const arabic = await recogniser.read(await line('بطاقة تحقيق الشخصية'), ['ara'], {});
    const words = arabic.lines.flatMap((l) => l.words);
    expect(words.every((w) => /^[\x20-\x7eÉËÓÜàáäèéìíòóúü]+$/u.test(w.text))).toBe(true);
    expect(arabic.lines.every((l) => l.confidence < 70)).toBe(true);
  });

  it('costs the read budget by the pixels it reads at its own height, weighted by its speed', () => {
    // A 600 × 30 line is read 960 × 48.
    expect(recogniser.cost(600, 30)).toBe(Math.round(960 * PADDLE_LINE_HEIGHT * 4.3));
    expect(recogniser.cost(600, 60)).toBeLessThan(recogniser.cost(600, 30));
  });
});
