import type { DecodedImage } from '../image/decode-image';
import type { Recognition, StageObserver } from '../domain/recognition';

/** What the HTTP layer needs from recognition; the real one runs OCR and the rules engine. */
export interface Recogniser {
  /** Document kinds with a loaded rules file. */
  kinds(): readonly string[];
  /**
   * Throws DomainError NoDocumentFound when no document of the kind is found, QueueFull when the OCR queue is
   * full; Cancelled at its next OCR read once `signal` aborts, DeadlineExceeded once it has read for longer than
   * the pool's deadline. `back`: the other side of the same document, read with it into one answer.
   */
  recognise(image: DecodedImage, documentType: string, signal?: AbortSignal, onStage?: StageObserver, back?: DecodedImage): Promise<Recognition>;
  /** True once the OCR workers are warm. */
  ready(): boolean;
}
