import { editDistance } from './edit-distance';
import { foldText } from './fold-text';

/** Letters and digits only, folded: what is compared ("RÉPUBLIQUE / REPUBLIC" → REPUBLIQUEREPUBLIC). */
const key = (text: string): string => foldText(text).replace(/[^A-Z0-9]/g, '');
/** Misread letters forgiven: one in six; one in four in a reading of the form's length (letters read as others). */
const EDITS_PER_LETTER = 1 / 6;
const SAME_LENGTH_EDITS_PER_LETTER = 1 / 4;

/**
 * The listed printed form a reading is a misreading of, or '' when none is near enough or two are: a few
 * misread letters are forgiven, one in six ("DEUTSCM" is DEUTSCH), one in four when the reading has the form's
 * length ("OMANAIAN" is GHANAIAN: letters read as others, none lost), and lost accents come back ("FRANCAISE" is
 * FRANÇAISE). Lower-case words beside a reading in capitals are left out when the whole does not snap. A
 * reading that spells the form exactly, accents and all, keeps its own spacing; a reading in capitals gets the
 * form in capitals; one that lost a mark of the form (the " / " between its languages) gets the form.
 * e.g. snapToLexicon("NORDVALIAN CITIZFN", ["NORDVALIAN CITIZEN"]) === "NORDVALIAN CITIZEN"
 */
export function snapToLexicon(reading: string, forms: readonly string[]): string {
  const snapped = snapWhole(reading, forms);
  if (snapped) return snapped;
  // A value printed in capitals: a word in lower case beside it is security print read as letters ("sage OMANAIAN").
  const words = reading.split(/\s+/);
  const capitals = words.filter((word) => word === word.toUpperCase());
  return capitals.length && capitals.length < words.length ? snapWhole(capitals.join(' '), forms) : '';
}

function snapWhole(reading: string, forms: readonly string[]): string {
  const read = key(reading);
  if (!read) return '';
  const near = forms
    .map((form) => {
      const letters = key(form);
      const allowed = Math.floor(letters.length * (letters.length === read.length ? SAME_LENGTH_EDITS_PER_LETTER : EDITS_PER_LETTER));
      return { form, allowed, distance: editDistance(read, letters, allowed) };
    })
    .filter(({ allowed, distance }) => distance <= allowed);
  const best = Math.min(...near.map((n) => n.distance));
  const closest = near.filter((n) => n.distance === best);
  if (closest.length !== 1) return '';
  const { form } = closest[0];
  const letters = (text: string): string => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
  const marks = (text: string): string => text.replace(/[\p{L}\p{N}\s]/gu, '');
  // Read with the form's letters and marks: kept as read. A mark lost (the " / " between a form's languages,
  // which no value's words hold) is the form's.
  if (letters(reading) === letters(form) && marks(reading) === marks(form)) return reading;
  return reading === reading.toUpperCase() ? form.toUpperCase() : form;
}
