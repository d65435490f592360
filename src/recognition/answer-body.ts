import type { Recognition } from '../domain/recognition';

/**
 * The JSON body of a recognition (contract.md 1, 6, 6a): the kind's fields; with documentType=auto, `documentType`
 * naming the kind found first; with details, `_details`, and with auto `_kind`.
 */
export function answerBody(recognition: Recognition, details: boolean): Record<string, unknown> {
  const { kind } = recognition;
  const body: Record<string, unknown> = kind ? { documentType: kind.documentType, ...recognition.fields } : { ...recognition.fields };
  if (details) {
    body._details = recognition.details;
    if (kind) body._kind = kind;
  }
  return body;
}
