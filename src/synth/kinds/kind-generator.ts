import type { CardSpec } from '../card/card-spec';
import type { Rng } from '../prng';

/** One synthetic document: its ground truth in the contract's formats and the sides that print it. */
export interface GeneratedDocument {
  /** Every field of the kind's field set, as the service should answer it ('' for what the document lacks). */
  fields: Record<string, string>;
  /** Front first. Kinds whose fields are spread over both sides give both: they are photographed together. */
  sides: CardSpec[];
  /** What the generator chose (state, card generation...), kept in the ground truth for whoever debugs a miss. */
  variant?: string;
}

/**
 * Makes random plausible documents of one kind. Each kind's module (src/synth/kinds/<documentType>.ts) exports
 * `generator`; the same rng stream always gives the same document.
 */
export interface KindGenerator {
  documentType: string;
  generate(rng: Rng): GeneratedDocument;
}
