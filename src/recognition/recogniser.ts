import type { DecodedImage } from '../image/decode-image';
import type { StageObserver } from '../metrics/stage-clock';

/** Where a field's value came from (contract.md section 6). */
export type FieldSource = 'mrz' | 'viz' | 'barcode' | 'derived';

export interface FieldDetail {
  source: FieldSource | null;
  confidence: number;
  checks: Array<{ name: string; ok: boolean }>;
}

export interface Recognition {
  /** Exactly the kind's field set, every value a string ('' when not found). */
  fields: Record<string, string>;
  details: Record<string, FieldDetail>;
}

/** What the HTTP layer needs from recognition; the real one runs OCR and the rules engine. */
export interface Recogniser {
  /** Document kinds with a loaded rules file. */
  kinds(): readonly string[];
  /** Throws ApiError UNREADABLE_IMAGE when no document text is found, SERVICE_UNAVAILABLE when the queue is full. */
  recognise(image: DecodedImage, documentType: string, signal?: AbortSignal, onStage?: StageObserver): Promise<Recognition>;
  /** True once the OCR workers are warm. */
  ready(): boolean;
}
