import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SANS, SERIF, svgDocument, text } from './svg';
import { address, BUSINESSES, personName } from './vocabulary';

/**
 * A business card, 85 × 55 mm like an identity card: a name, a job title, a company, phone, e-mail and web. The
 * same shape and amount of text as a card, without any of a document's captions.
 */
export const businessCardScene: NonDocumentScene = {
  name: 'business-card',
  finishes: ['camera', 'camera', 'scan'],
  longSide: [700, 1300],
  draw(rng: Rng, variant: number) {
    const width = 850;
    const height = 550;
    const name = personName(rng);
    const company = rng.pick(BUSINESSES.slice(9));
    const family = variant === 1 ? SERIF : SANS;
    const accent = rng.pick(['#1f4e79', '#8a1c2b', '#2e6b3a', '#5b3f8c', '#c2571a']);
    const [street, town] = address(rng);
    const domain = company.toLowerCase().replace(/[^a-z]+/g, '');
    const rows = [
      `Phone +${rng.int(1, 49)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      `${name.split(' ')[0].toLowerCase()}@${domain}.example`,
      `www.${domain}.example`,
      `${street}, ${town}`,
    ];
    const parts: string[] = [`<rect width="${width}" height="${height}" rx="18" fill="#fdfdfb"/>`];
    if (variant === 0) parts.push(`<rect width="${width}" height="90" fill="${accent}"/>`, text(50, 60, company, { size: 38, family, fill: '#ffffff', weight: 'bold' }));
    else parts.push(`<circle cx="${width - 120}" cy="110" r="60" fill="${accent}"/>`, text(width - 120, 124, company.slice(0, 1), { size: 64, family, fill: '#ffffff', anchor: 'middle', weight: 'bold' }));
    const top = variant === 0 ? 200 : 150;
    parts.push(text(50, top, name, { size: 46, family, weight: 'bold' }));
    parts.push(text(50, top + 48, rng.pick(['Senior Designer', 'Project Manager', 'Sales Director', 'Software Engineer', 'Head Chef', 'Consultant']), { size: 28, family, fill: accent }));
    if (variant !== 0) parts.push(text(50, top + 90, company, { size: 28, family }));
    rows.forEach((row, i) => parts.push(text(50, height - 190 + i * 42, row, { size: 26, family, fill: '#333333' })));
    return { svg: svgDocument(width, height, parts.join('')), width, height };
  },
};
