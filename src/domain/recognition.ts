/**
 * What a recognition gives back, shared by the rules engine that fills it, the recogniser that returns it and
 * the metrics that count it: plain types, imported by every layer and importing none.
 */

/** Where a field's value came from (contract.md section 6). */
export type FieldSource = 'mrz' | 'viz' | 'barcode' | 'derived';

export interface FieldDetail {
  source: FieldSource | null;
  confidence: number;
  checks: Array<{ name: string; ok: boolean }>;
  /** Where the value was read (contract.md 6a); absent for a barcode's data, a derivation, or a read not placed. */
  box?: FieldBox;
}

/** The file parts of a request that carry an image. */
export type ImagePart = 'image' | 'back';

/**
 * The axis-aligned rectangle around the region a value was read from, in whole pixels of the part it lies on as
 * decoded at full size with its EXIF orientation applied (what a browser shows).
 */
export interface FieldBox {
  side: ImagePart;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Recognition {
  /** Exactly the kind's field set, every value a string ('' when not found). */
  fields: Record<string, string>;
  details: Record<string, FieldDetail>;
  /** With documentType=auto: the kind found, and how the page scored for it and for the runners-up. */
  kind?: KindFound;
}

/** A kind's share of what the page showed for all kinds, in [0, 1] (src/identify/score-kinds.ts). */
export interface KindScore {
  documentType: string;
  score: number;
}

export interface KindFound extends KindScore {
  runnersUp: KindScore[];
}

/** Steps of one recognition, timed separately: where a slow request spent its time. */
export type Stage = 'decode' | 'preprocess' | 'ocr' | 'barcode' | 'rules';

/** Told each stage's time, in seconds, when a recognition ends (the service's metrics are one listener). */
export type StageObserver = (stage: Stage, seconds: number) => void;
