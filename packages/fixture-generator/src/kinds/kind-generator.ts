import type { CardSpec } from '../card/card-spec';
import type { Rng } from '../prng';

/** One synthetic document: its ground truth in the contract's formats and the sides that print it. */
export interface GeneratedDocument {
  /** Every field of the kind's field set, as the service should answer it ('' for what the document lacks). */
  fields: Record<string, string>;
  /** Front first. Kinds whose fields are spread over both sides give both: they are photographed together. */
  sides: CardSpec[];
  /**
   * For two-sided kinds, the fields each side prints in its visual zone (and `mrz` on the MRZ side), in the
   * order of `sides`: what a photo of that side alone can be scored on. Fields a side's MRZ or barcode carries
   * are added from the kind's rules (see side-truth.ts), so they need not be listed. One-sided kinds leave it out.
   */
  sideFields?: string[][];
  /** What the generator chose (state, card generation...), kept in the ground truth for whoever debugs a miss. */
  variant?: string;
}

/**
 * Makes random plausible documents of one kind. Each kind's module (packages/fixture-generator/src/kinds/<documentType>.ts) exports
 * `generator`; the same rng stream always gives the same document.
 */
export interface KindGenerator {
  documentType: string;
  generate(rng: Rng): GeneratedDocument;
}
