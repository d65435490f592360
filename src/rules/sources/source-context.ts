import type { OcrLine, OcrWord } from '../../ocr/types';
import type { MrzResult } from '../../mrz/types';
import type { DecodedBarcode } from '../../barcode/types';
import type { FieldSource } from '../../domain/recognition';
import type { LabelHit } from '../layout/find-labels';
import type { Box } from '../../domain/box';

/** Everything a source may read; built once per recognition. */
export interface SourceContext {
  lines: readonly OcrLine[];
  width: number;
  height: number;
  labels: readonly LabelHit[];
  /** Every word of every anchor spelling, folded: what a caption's wrapped second line is made of. */
  captionTokens: ReadonlySet<string>;
  mrz: MrzResult | null;
  mrzLineSeparator: string;
  /** The symbols found in the image, of the formats the kind's rules read (none when they read none). */
  barcodes: readonly DecodedBarcode[];
  /** Value of another part or field, for templates and derivations (computed on demand). */
  valueOf(name: string): string;
  /** Where that value came from; null when it is empty. */
  sourceOf(name: string): FieldSource | null;
  /** Where on the page that value was read (regionOf); undefined when it was not read from the page. */
  boxOf(name: string): Box | undefined;
  /** The recognition's reference day, for checksums that hold dates. */
  today: Date;
  /** The field being read drops its spaces (`removeSpaces`): a pattern that fails on a line is tried without them. */
  spacesIgnored?: boolean;
}

export interface SourceValue {
  value: string;
  source: FieldSource;
  /** 0-1. */
  confidence: number;
  checks: Array<{ name: string; ok: boolean }>;
  /** The page words the value was read from (visual-zone sources), so they can be re-read. */
  words?: readonly OcrWord[];
  /**
   * Where it was read, in page pixels, where its words say more than that (the part of a line a pattern selected)
   * or none are kept (the MRZ's characters, the parts a template joins).
   */
  box?: Box;
}
