import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { hex, svgDocument } from './svg';

/**
 * A drawn cartoon face, head and shoulders on a plain or two-tone ground, as in an avatar or a child's
 * drawing: a face the size of a passport photo, with no document around it. Never a photo of anyone.
 */
export const portraitScene: NonDocumentScene = {
  name: 'portrait',
  finishes: ['photo', 'screen', 'camera'],
  longSide: [400, 1200],
  draw(rng: Rng, variant: number) {
    const width = 800;
    const height = 1000;
    const skin = rng.pick([[241, 200, 167], [224, 172, 130], [190, 130, 90], [141, 85, 54], [255, 219, 190]]);
    const hair = rng.pick(['#2b1b10', '#6b3e1e', '#d9b36c', '#a33b20', '#222222', '#8c8c8c']);
    const shirt = rng.pick(['#2f6fb2', '#b23a48', '#3a8f5c', '#f2b134', '#6c4ba3']);
    const ground = variant === 1 ? rng.pick(['#ffe29a', '#b8e1ff', '#ffc4d6', '#c8f7c5']) : rng.pick(['#d9d4cc', '#cfd8dc', '#e8e1d5']);
    const cx = width / 2 + rng.int(-40, 40);
    const cy = 430 + rng.int(-30, 30);
    const rx = rng.int(170, 210);
    const ry = rng.int(215, 255);
    const face = hex(skin[0], skin[1], skin[2]);
    const shade = hex(skin[0] * 0.85, skin[1] * 0.82, skin[2] * 0.8);
    const eyeY = cy - ry * 0.12;
    const eyeDx = rx * 0.4;
    const parts = [
      `<rect width="100%" height="100%" fill="${ground}"/>`,
      variant === 2 ? `<rect width="100%" height="${height / 2}" fill="#ffffff" opacity="0.35"/>` : '',
      `<path d="M${cx - 330} ${height} C${cx - 300} ${cy + ry + 40} ${cx + 300} ${cy + ry + 40} ${cx + 330} ${height} Z" fill="${shirt}"/>`,
      `<rect x="${cx - 60}" y="${cy + ry - 40}" width="120" height="110" fill="${shade}"/>`,
      `<ellipse cx="${cx}" cy="${cy - ry * 0.25}" rx="${rx * 1.1}" ry="${ry * 0.9}" fill="${hair}"/>`,
      `<ellipse cx="${cx - rx}" cy="${cy}" rx="28" ry="46" fill="${shade}"/><ellipse cx="${cx + rx}" cy="${cy}" rx="28" ry="46" fill="${shade}"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${face}"/>`,
      `<path d="M${cx - rx * 0.95} ${cy - ry * 0.35} Q${cx} ${cy - ry * 1.25} ${cx + rx * 0.95} ${cy - ry * 0.35} Q${cx} ${cy - ry * 0.75} ${cx - rx * 0.95} ${cy - ry * 0.35}Z" fill="${hair}"/>`,
    ];
    for (const side of [-1, 1]) {
      const ex = cx + side * eyeDx;
      parts.push(`<ellipse cx="${ex}" cy="${eyeY}" rx="34" ry="22" fill="#ffffff"/>`);
      parts.push(`<circle cx="${ex + rng.int(-6, 6)}" cy="${eyeY}" r="14" fill="${rng.pick(['#3b2a1a', '#2f5d8a', '#4a7a3a', '#222222'])}"/>`);
      parts.push(`<path d="M${ex - 38} ${eyeY - 40} Q${ex} ${eyeY - 58} ${ex + 38} ${eyeY - 40}" fill="none" stroke="${hair}" stroke-width="9" stroke-linecap="round"/>`);
    }
    parts.push(`<path d="M${cx} ${eyeY + 20} Q${cx - 22} ${cy + ry * 0.3} ${cx + 6} ${cy + ry * 0.32}" fill="none" stroke="${shade}" stroke-width="6" stroke-linecap="round"/>`);
    const smile = rng.range(10, 40);
    parts.push(`<path d="M${cx - 70} ${cy + ry * 0.5} Q${cx} ${cy + ry * 0.5 + smile} ${cx + 70} ${cy + ry * 0.5}" fill="none" stroke="#a0403a" stroke-width="8" stroke-linecap="round"/>`);
    if (rng.chance(0.4)) for (const side of [-1, 1]) parts.push(`<circle cx="${cx + side * eyeDx}" cy="${eyeY}" r="52" fill="none" stroke="#333333" stroke-width="6"/>`);
    return { svg: svgDocument(width, height, parts.join('')), width, height };
  },
};
