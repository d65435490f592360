import type { DecodedImage } from '../image/decode-image';
import type { Recognition, StageObserver } from '../domain/recognition';

/** What the HTTP layer needs from recognition; the real one runs OCR and the rules engine. */
export interface Recogniser {
  /** Document kinds with a loaded rules file. */
  kinds(): readonly string[];
  /** Throws ApiError UNREADABLE_IMAGE when no document text is found, SERVICE_UNAVAILABLE when the queue is full. */
  recognise(image: DecodedImage, documentType: string, signal?: AbortSignal, onStage?: StageObserver): Promise<Recognition>;
  /** True once the OCR workers are warm. */
  ready(): boolean;
}
