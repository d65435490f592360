import type { Photo } from '../photo/photograph-scene';
import { fromRaw, toRaw } from '../photo/raw-image';
import type { Rng } from '../prng';

/**
 * A lamp reflected in the card's laminate: a soft-edged ellipse that clips to white in its core, with a faint
 * halo, somewhere over the middle of the page so it covers printed text. Screen-blended, so it only brightens.
 */
export async function addGlare(photo: Photo, rng: Rng): Promise<Photo> {
  const { page } = photo;
  const cx = page.left + page.width * rng.range(0.3, 0.7);
  const cy = page.top + page.height * rng.range(0.25, 0.75);
  const rx = Math.min(page.width, page.height) * rng.range(0.2, 0.3);
  const ry = rx * rng.range(0.45, 0.75);
  const turn = rng.range(-40, 40);
  const core = rng.range(0.3, 0.45);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}"><defs>` +
    `<radialGradient id="glare"><stop offset="0" stop-color="#fff" stop-opacity="1"/>` +
    `<stop offset="${core.toFixed(2)}" stop-color="#fff" stop-opacity="0.98"/>` +
    `<stop offset="${(core + 0.3).toFixed(2)}" stop-color="#fffdf6" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="#fffdf6" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${turn.toFixed(1)})">` +
    `<ellipse rx="${(rx * 2.2).toFixed(1)}" ry="${(ry * 2.2).toFixed(1)}" fill="url(#halo)"/>` +
    `<ellipse rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="url(#glare)"/></g></svg>`;
  const lit = await toRaw(fromRaw(photo).composite([{ input: Buffer.from(svg), blend: 'screen' }]).removeAlpha());
  return { ...lit, page };
}
