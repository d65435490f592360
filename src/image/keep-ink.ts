import { greyHistogram, levelAt } from './grey-levels';

/** Share of the crop darker than the level taken as its ink, and the level taken as its paper. */
const INK_PERCENTILE = 0.02;
const PAPER_PERCENTILE = 0.5;
/** Where between ink and paper a pixel stops being ink. */
const INK_REACH = 0.55;

/**
 * Keeps only the darkest print of a grey crop (in place): pixels nearer the paper than the ink turn white, the
 * rest are stretched to black. An overprint ("SPECIMEN" at a third of its ink) or a guilloche across a line of
 * black type is lighter than the type and darker than the paper: tesseract's global threshold can make it ink
 * and merge it with the letters under it, which this leaves alone.
 */
export function keepInk(data: Uint8Array): void {
  if (data.length === 0) return;
  const histogram = greyHistogram(data);
  const ink = levelAt(histogram, INK_PERCENTILE);
  const paper = levelAt(histogram, PAPER_PERCENTILE);
  if (paper - ink < 16) return;
  const white = ink + (paper - ink) * INK_REACH;
  const span = white - ink;
  for (let i = 0; i < data.length; i++) {
    const v = data[i];
    data[i] = v >= white ? 255 : v <= ink ? 0 : Math.round(((v - ink) / span) * 255);
  }
}
