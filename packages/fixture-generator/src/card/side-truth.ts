import type { GeneratedDocument } from '../kinds/kind-generator';
import type { WebSides } from '../web/web-style';
import { machineReadFields } from './machine-read-fields';

/**
 * The ground truth of a photo showing `shown` of a document: every field for both sides (or a one-sided kind),
 * else the fields that side prints (its `sideFields`) and those its MRZ or barcode gives by itself, in the
 * order of the kind's field set. A side that prints no field of its own is scored on none.
 */
export function sideTruth(documentType: string, generated: GeneratedDocument, shown: WebSides): Record<string, string> {
  if (shown === 'both' || generated.sides.length === 1) return { ...generated.fields };
  const index = shown === 'front' ? 0 : 1;
  const listed = generated.sideFields?.[index];
  if (!listed) throw new Error(`the ${documentType} generator lists no sideFields: a photo of one side cannot be scored`);
  const unknown = listed.filter((name) => !(name in generated.fields));
  if (unknown.length) throw new Error(`${documentType} sideFields name fields it does not make: ${unknown.join(', ')}`);
  const shownFields = new Set([...listed, ...machineReadFields(documentType, generated.sides[index], generated.fields)]);
  return Object.fromEntries(Object.entries(generated.fields).filter(([name]) => shownFields.has(name)));
}
