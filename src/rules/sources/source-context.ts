import type { OcrLine, OcrWord } from '../../ocr/types';
import type { MrzResult } from '../../mrz/types';
import type { FieldSource } from '../../recognition/recogniser';
import type { LabelHit } from '../layout/find-labels';

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
  /** Value of another part or field, for templates and derivations (computed on demand). */
  valueOf(name: string): string;
  /** The recognition's reference day, for checksums that hold dates. */
  today: Date;
}

export interface SourceValue {
  value: string;
  source: FieldSource;
  /** 0-1. */
  confidence: number;
  checks: Array<{ name: string; ok: boolean }>;
  /** The page words the value was read from (visual-zone sources), so they can be re-read. */
  words?: readonly OcrWord[];
}
