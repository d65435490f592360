import { stoppedBy } from '../domain/errors';
import { findDocumentOutlines } from '../geometry/find-document-outlines';
import { findSideBySide } from '../geometry/find-side-by-side';
import { quadArea, quadCentre, quadSides, turnPoint, turnQuad, type Quad } from '../geometry/quad';
import { ID1, TD3, warpDocuments, type DocumentSize } from '../geometry/warp-documents';
import type { DecodedImage } from '../image/decode-image';
import type { RuleSet } from '../rules/types';
import type { TextLineDetector } from '../text-detection/text-line-detector';
import { bookletPages, isOpenBooklet } from './open-booklet';

/** A card's two sides; a third outline is something else on the table. */
const MAX_DOCUMENTS = 2;
/** An outline much smaller than the largest is not the other side of the same card. */
const MIN_AREA_OF_LARGEST = 0.5;
/** Cards parted from a picture of both sides are read at least this wide (each card's letters 20 px or more). */
const MIN_PARTED_WIDTH = 1000;

export interface LocatedDocuments {
  /** The documents warped flat, one under the other on a white sheet; the photo itself when none was found. */
  image: DecodedImage;
  /** How many outlines were found and warped (0: none, the photo is read whole and deskewed by its text). */
  documents: number;
  /**
   * The width to read the sheet at, where it is not the kind's page width: cards parted from a small picture
   * of both sides are read at the scale the whole picture would have been, not enlarged four times over.
   */
  pageWidth?: number;
}

/** Passport kinds read a TD3 data page; every other kind is a card of ID-1 size. */
export function documentSizeOf(rules: RuleSet): DocumentSize {
  return rules.mrz?.formats.includes('TD3') ? TD3 : ID1;
}

/**
 * Finds the documents in a photo and straightens them: perspective removed, each turned landscape, in reading
 * order, at the page width the kind is read at; a passport booklet open on two pages and held upright, as its two
 * pages (isOpenBooklet). Whether a landscape document stands upright or upside down is left to orientPage, which
 * reads text.
 */
export async function locateDocuments(image: DecodedImage, rules: RuleSet, detector?: TextLineDetector, signal?: AbortSignal): Promise<LocatedDocuments> {
  // Each step runs to its end (one OpenCV or sharp call cannot be stopped); none starts once the request is given up.
  const goOn = (): void => {
    if (signal?.aborted) throw stoppedBy(signal);
  };
  goOn();
  const edges = await findDocumentOutlines(image);
  goOn();
  // Two cards side by side on a plain sheet whose edges were too faint to find: each taken as an outline.
  const found = edges.length ? edges : findSideBySide(image);
  if (found.length === 0) return { image, documents: 0 };
  const pageWidth = edges.length ? undefined : Math.min(rules.ocr.pageWidth, Math.max(MIN_PARTED_WIDTH, image.width));
  const largest = quadArea(found[0]);
  const outlines = found.filter((q) => quadArea(q) >= MIN_AREA_OF_LARGEST * largest).slice(0, MAX_DOCUMENTS);

  const { across, down } = quadSides(outlines[0]);
  const size = documentSizeOf(rules);
  // A passport's outline standing may be its booklet open on two pages, held upright: each page is a document.
  if (down > across && outlines.length === 1 && size === TD3 && detector && (await isOpenBooklet(image, outlines[0], detector))) {
    goOn();
    return { image: await warpDocuments(image, bookletPages(outlines[0]), size, rules.ocr.pageWidth), documents: 2, pageWidth };
  }
  // Documents standing on their short side mean the photo was taken sideways: read it turned a quarter.
  const quarters = down > across ? 1 : 0;
  const turned = { width: quarters ? image.height : image.width, height: quarters ? image.width : image.height };
  const inReadingOrder = outlines
    .map((q) => turnQuad(q, quarters, image.width, image.height))
    .sort((a, b) => quadCentre(a).y - quadCentre(b).y || quadCentre(a).x - quadCentre(b).x)
    // Back to the photo's pixels, each corner still naming the document's top-left, top-right, ... as turned.
    .map((q) => q.map((p) => turnPoint(p, 4 - quarters, turned.width, turned.height)) as Quad);
  goOn();
  return { image: await warpDocuments(image, inReadingOrder, size, rules.ocr.pageWidth), documents: inReadingOrder.length, pageWidth };
}
