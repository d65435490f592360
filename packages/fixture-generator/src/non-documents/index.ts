/**
 * Pictures that hold no identity document (receipts, letters, landscapes, a blank form...), drawn from a seed,
 * with the answer the service must give for them: 422 UNREADABLE_IMAGE whatever kind is asked. Development
 * tooling: the service never imports this.
 */
import { INTERFACE_DOCUMENT_TYPES } from '../../../../src/documents/document-types';
import { createRng, deriveSeed } from '../prng';
import { appScreenScene } from './app-screen-scene';
import { blankFormScene } from './blank-form-scene';
import { bookPageScene } from './book-page-scene';
import { businessCardScene } from './business-card-scene';
import { deskScene } from './desk-scene';
import { finishPicture } from './finish-picture';
import { landscapeScene } from './landscape-scene';
import { letterScene } from './letter-scene';
import { menuScene } from './menu-scene';
import { portraitScene } from './portrait-scene';
import { qrPosterScene } from './qr-poster-scene';
import { receiptScene } from './receipt-scene';
import type { Finish, NonDocumentScene } from './scene';
import { streetSignScene } from './street-sign-scene';
import { wallScene } from './wall-scene';

export type { Finish, NonDocumentScene } from './scene';

/** Every scene family, in the order a run draws them. */
export const NON_DOCUMENT_SCENES: readonly NonDocumentScene[] = [
  receiptScene, bookPageScene, portraitScene, landscapeScene, wallScene, appScreenScene, letterScene, menuScene,
  businessCardScene, blankFormScene, qrPosterScene, deskScene, streetSignScene,
];

/** The ground truth of a non-document, in the format of contract section 5 plus the expected error. */
export interface NonDocumentTruth {
  documentType: string;
  fields: Record<string, never>;
  expectedError: 'UNREADABLE_IMAGE';
  generator: { seed: number; scene: string; variant: number; finish: Finish; longSide: number };
}

export interface RenderedNonDocument {
  image: Buffer;
  truth: NonDocumentTruth;
}

/**
 * Image `index` of a run: the kind it is asked as cycles through the twenty kinds of the interface, so a run of
 * 20 or more asks every kind at least once.
 */
export function documentTypeForIndex(index: number): string {
  return INTERFACE_DOCUMENT_TYPES[index % INTERFACE_DOCUMENT_TYPES.length];
}

/** One picture of `scene`, variant `variant`, drawn and finished from `seed` alone. */
export async function renderNonDocument(scene: NonDocumentScene, seed: number, variant: number, documentType: string): Promise<RenderedNonDocument> {
  // Separate streams, so changing how a scene is finished never moves what is drawn.
  const drawing = scene.draw(createRng(deriveSeed(seed, 'scene')), variant, documentType);
  const finishRng = createRng(deriveSeed(seed, 'finish'));
  const finish = scene.finishes[variant % scene.finishes.length];
  const longSide = finishRng.int(scene.longSide[0], scene.longSide[1]);
  const image = await finishPicture(drawing, finish, longSide, finishRng);
  return {
    image,
    truth: { documentType, fields: {}, expectedError: 'UNREADABLE_IMAGE', generator: { seed, scene: scene.name, variant, finish, longSide } },
  };
}
