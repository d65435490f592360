import type { Rng } from './prng';

/**
 * Security-print look-alike: interlaced sine bands over the whole page and a rosette behind the fields, drawn
 * in thin lines of a colour close to the paper so that labels and values stay readable.
 */
export function drawGuilloche(rng: Rng, width: number, height: number, colour: string): string {
  const parts: string[] = [];
  const bands = 26;
  const spacing = height / bands;
  for (const direction of [1, -1]) {
    const wavelength = rng.range(180, 300);
    const amplitude = rng.range(8, 16);
    const phase = rng.range(0, Math.PI * 2);
    for (let band = -1; band <= bands; band++) {
      const y0 = band * spacing + (direction === 1 ? 0 : spacing / 2);
      const points: string[] = [];
      for (let x = 0; x <= width; x += 8) {
        const y =
          y0 +
          amplitude * Math.sin((direction * x * 2 * Math.PI) / wavelength + phase + band * 0.35) +
          (amplitude / 3) * Math.sin((x * 2 * Math.PI) / (wavelength / 3.1) + band);
        points.push(`${x},${y.toFixed(1)}`);
      }
      parts.push(`M${points.join('L')}`);
    }
  }
  const waves = `<path d="${parts.join(' ')}" fill="none" stroke="${colour}" stroke-width="0.9" opacity="0.7"/>`;

  // Rosette: a few rotated hypotrochoids (the spirograph curves of real security print) behind the fields.
  const cx = rng.range(width * 0.58, width * 0.74);
  const cy = rng.range(height * 0.34, height * 0.44);
  const big = 7;
  const small = rng.pick([2, 3, 4]);
  const scale = rng.range(24, 28);
  const pen = rng.range(0.55, 0.8) * small * scale;
  const curves: string[] = [];
  for (let k = 0; k < 5; k++) {
    const turn = (k / 5) * ((2 * Math.PI) / big);
    const points: string[] = [];
    for (let t = 0; t <= 2 * Math.PI * small + 0.01; t += 0.02) {
      const x = (big - small) * scale * Math.cos(t) + pen * Math.cos(((big - small) / small) * t);
      const y = (big - small) * scale * Math.sin(t) - pen * Math.sin(((big - small) / small) * t);
      const rx = x * Math.cos(turn) - y * Math.sin(turn);
      const ry = x * Math.sin(turn) + y * Math.cos(turn);
      points.push(`${(cx + rx).toFixed(1)},${(cy + ry).toFixed(1)}`);
    }
    curves.push(`M${points.join('L')}`);
  }
  const rosette = `<path d="${curves.join(' ')}" fill="none" stroke="${colour}" stroke-width="1" opacity="0.75"/>`;
  return waves + rosette;
}
