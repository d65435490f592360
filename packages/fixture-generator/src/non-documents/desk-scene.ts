import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SANS, svgDocument, text } from './svg';

const KEY_ROWS = ['1234567890', 'QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];

/** A desk from above: wood grain, a keyboard with its key legends, a mouse, a mug, a pen and a sticky note. */
export const deskScene: NonDocumentScene = {
  name: 'desk',
  finishes: ['photo', 'photo', 'photo'],
  longSide: [600, 1600],
  draw(rng: Rng, variant: number) {
    const width = 1500;
    const height = 1000;
    const wood = rng.pick(['#a9794b', '#6e4a2f', '#c9a57a', '#d8d8d2']);
    const grain = `<filter id="wood"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.08" numOctaves="3" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer></filter>`;
    const parts = [`<rect width="100%" height="100%" fill="${wood}"/>`, `<rect width="100%" height="100%" filter="url(#wood)"/>`];
    const kx = rng.int(80, 260);
    const ky = rng.int(320, 480);
    const key = 62;
    const dark = variant !== 1;
    const body = dark ? '#2a2a2c' : '#e6e6e3';
    const cap = dark ? '#3b3b3e' : '#fbfbf9';
    const legend = dark ? '#e8e8e8' : '#333333';
    const turn = rng.range(-8, 8).toFixed(1);
    const keys: string[] = [`<rect x="${kx - 20}" y="${ky - 20}" width="${11 * key + 60}" height="${5 * key + 40}" rx="18" fill="${body}"/>`];
    KEY_ROWS.forEach((row, r) => {
      [...row].forEach((letter, i) => {
        const x = kx + i * key + r * (key * 0.35);
        const y = ky + r * key;
        keys.push(`<rect x="${x.toFixed(0)}" y="${y}" width="${key - 8}" height="${key - 8}" rx="8" fill="${cap}"/>`);
        keys.push(text(x + 10, y + 26, letter, { size: 20, family: SANS, fill: legend }));
      });
    });
    keys.push(`<rect x="${kx + key * 2.5}" y="${ky + 4 * key}" width="${key * 5.5}" height="${key - 8}" rx="8" fill="${cap}"/>`);
    parts.push(`<g transform="rotate(${turn} ${kx + 350} ${ky + 150})">${keys.join('')}</g>`);
    const mx = kx + 11 * key + rng.int(140, 220);
    parts.push(`<ellipse cx="${mx}" cy="${ky + 170}" rx="48" ry="78" fill="${dark ? '#202022' : '#f2f2f0'}" stroke="#00000033" stroke-width="3"/>`);
    const cupX = rng.int(1150, 1380);
    const cupY = rng.int(130, 260);
    parts.push(`<circle cx="${cupX + 8}" cy="${cupY + 10}" r="92" fill="#00000030"/><circle cx="${cupX}" cy="${cupY}" r="88" fill="${rng.pick(['#ffffff', '#c0392b', '#2c3e50', '#f1c40f'])}"/><circle cx="${cupX}" cy="${cupY}" r="70" fill="#5a3a22"/>`);
    parts.push(`<rect x="${rng.int(120, 600)}" y="${rng.int(820, 900)}" width="420" height="16" rx="8" fill="${rng.pick(['#1f3fa0', '#111111', '#b01e1e'])}" transform="rotate(${rng.range(-12, 12).toFixed(1)} 600 860)"/>`);
    if (variant === 2) {
      parts.push(`<rect x="120" y="80" width="220" height="220" fill="#fff27a" transform="rotate(-4 230 190)"/>`);
      parts.push(`<path d="M150 150 q20 -12 40 0 t40 0 t40 0 M150 200 q20 -12 40 0 t40 0 M150 250 q20 -12 40 0" fill="none" stroke="#2c3e8f" stroke-width="4" transform="rotate(-4 230 190)"/>`);
    }
    return { svg: svgDocument(width, height, parts.join(''), grain), width, height };
  },
};
