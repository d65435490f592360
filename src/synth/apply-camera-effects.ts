import sharp from 'sharp';
import type { Rng } from './prng';

export interface CameraOptions {
  /** JPEG quality; drawn from 60-85 when not given. */
  quality?: number;
}

const SURFACES: ReadonlyArray<[number, number, number]> = [
  [92, 64, 44], // wooden desk
  [58, 60, 66], // dark grey fabric
  [40, 52, 74], // navy tablecloth
  [110, 96, 80], // kraft paper
  [70, 44, 40], // dark red leather
];

/**
 * Makes a clean page look like a phone photo of it, with image operations only: a darker textured surface
 * around it, a small rotation (2-6°) with a soft shadow, uneven light, mild blur, sensor noise, and JPEG
 * compression. The page stays wholly inside the frame.
 */
export async function applyCameraEffects(pagePng: Buffer, rng: Rng, options: CameraOptions = {}): Promise<Buffer> {
  const angle = rng.range(2, 6) * (rng.chance(0.5) ? 1 : -1);
  const rotated = await sharp(pagePng)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width: pageWidth, height: pageHeight } = rotated.info;

  const margins = { left: rng.int(50, 150), top: rng.int(50, 130), right: rng.int(50, 150), bottom: rng.int(50, 130) };
  const width = pageWidth + margins.left + margins.right;
  const height = pageHeight + margins.top + margins.bottom;

  const shadow = await sharp({
    create: { width: pageWidth, height: pageHeight, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.55 } },
  })
    .composite([{ input: rotated.data, blend: 'dest-in' }])
    .blur(12)
    .png()
    .toBuffer();

  const surface = makeSurface(rng, width, height);
  const lit = await sharp(surface, { raw: { width, height, channels: 3 } })
    .composite([
      { input: shadow, left: margins.left + rng.int(4, 14), top: margins.top + rng.int(6, 16) },
      { input: rotated.data, left: margins.left, top: margins.top },
      { input: lightingSvg(rng, width, height), blend: 'multiply' },
    ])
    .removeAlpha()
    .blur(rng.range(0.6, 1.2))
    .raw()
    .toBuffer({ resolveWithObject: true });

  addSensorNoise(lit.data, rng, rng.range(3, 7));
  const quality = options.quality ?? rng.int(60, 85);
  return sharp(lit.data, { raw: { width: lit.info.width, height: lit.info.height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/**
 * A dark surface with slow colour variation, fine grain and (sometimes) wood-like streaks. The per-pixel loop
 * uses lookup tables and integer noise only: Math calls are slow under jest's sandbox, and this runs per pixel.
 */
function makeSurface(rng: Rng, width: number, height: number): Buffer {
  const [r, g, b] = rng.pick(SURFACES);
  const streaks = rng.chance(0.5);
  const fx = rng.range(0.002, 0.006);
  const fy = rng.range(0.002, 0.006);
  const streakFreq = rng.range(0.03, 0.08);
  const phase = rng.range(0, Math.PI * 2);
  const column = new Float64Array(width);
  const bend = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    column[x] = 18 * Math.sin(x * fx + phase);
    bend[x] = 4 * Math.sin(x * 0.004 + phase);
  }
  const row = new Float64Array(height);
  for (let y = 0; y < height; y++) row[y] = Math.cos(y * fy - phase);
  const sine = sineTable();
  const noise = new IntegerNoise(rng);
  const data = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let shade = column[x] * row[y] + noise.uniform() * 24;
      if (streaks) shade += 10 * sine[((y * streakFreq + bend[x]) * SINE_SCALE) & SINE_MASK];
      const i = (y * width + x) * 3;
      data[i] = r + shade;
      data[i + 1] = g + shade;
      data[i + 2] = b + shade;
    }
  }
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** Light falling off from a bright spot and across the frame, as from a desk lamp or a window. */
function lightingSvg(rng: Rng, width: number, height: number): Buffer {
  const cx = rng.range(0.2, 0.8);
  const cy = rng.range(0.2, 0.8);
  const edge = Math.round(rng.range(135, 185));
  const x2 = rng.chance(0.5) ? 1 : 0;
  const side = Math.round(rng.range(195, 230));
  // Warm lamp or cool daylight: a slight colour cast over everything.
  const cast = rng.pick(['rgb(255,244,226)', 'rgb(236,244,255)', 'rgb(255,255,255)']);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<radialGradient id="spot" cx="${cx.toFixed(2)}" cy="${cy.toFixed(2)}" r="0.85"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="rgb(${edge},${edge},${edge})"/></radialGradient>` +
    `<linearGradient id="side" x1="${1 - x2}" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="rgb(${side},${side},${Math.min(255, side + 8)})"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#spot)"/>` +
    `<rect width="100%" height="100%" fill="url(#side)" opacity="0.8"/>` +
    `<rect width="100%" height="100%" fill="${cast}" opacity="0.9"/></svg>`;
  return Buffer.from(svg);
}

/** Gaussian noise, mostly in brightness with a little colour, as a phone sensor adds. */
function addSensorNoise(data: Buffer, rng: Rng, sigma: number): void {
  const noise = new IntegerNoise(rng);
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  const chroma = sigma * 0.3;
  for (let i = 0; i < pixels.length; i += 3) {
    const luma = noise.gaussian() * sigma;
    pixels[i] += luma + noise.gaussian() * chroma;
    pixels[i + 1] += luma + noise.gaussian() * chroma;
    pixels[i + 2] += luma + noise.gaussian() * chroma;
  }
}

const SINE_SIZE = 4096;
const SINE_MASK = SINE_SIZE - 1;
const SINE_SCALE = SINE_SIZE / (2 * Math.PI);

function sineTable(): Float64Array {
  const table = new Float64Array(SINE_SIZE);
  for (let i = 0; i < SINE_SIZE; i++) table[i] = Math.sin(i / SINE_SCALE);
  return table;
}

/** Per-pixel noise from xorshift32 and a table of normal samples, both seeded from `rng`. */
class IntegerNoise {
  private state: number;
  private readonly normals = new Float64Array(65536);

  constructor(rng: Rng) {
    this.state = rng.int(1, 0x7fffffff);
    for (let i = 0; i < this.normals.length; i++) this.normals[i] = rng.normal();
  }

  private nextInt(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    return x >>> 0;
  }

  /** Uniform in [-0.5, 0.5). */
  uniform(): number {
    return (this.nextInt() >>> 8) / 16777216 - 0.5;
  }

  gaussian(): number {
    return this.normals[this.nextInt() >>> 16];
  }
}
