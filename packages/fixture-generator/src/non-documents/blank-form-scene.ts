import { BUNDLED_RULES_DIR } from '../../../../src/config/load-config';
import { loadRuleSets } from '../../../../src/rules/load-rule-sets';
import type { RuleSet } from '../../../../src/rules/types';
import type { Rng } from '../prng';
import type { NonDocumentScene } from './scene';
import { SANS, svgDocument, text } from './svg';

/**
 * Captions an application form prints, in the languages identity documents use, each over an empty box.
 * The hardest non-document for the gate: a document's captions are printed here too, but no value is.
 */
const CAPTION_SETS: readonly (readonly string[])[] = [
  ['Name / Surname', 'Given names', 'Date of birth', 'Place of birth', 'Nationality', 'Sex', 'Address', 'Signature'],
  ['Nom / Surname', 'Prénoms / Given names', 'Date de naissance / Date of birth', 'Lieu de naissance / Place of birth', 'Nationalité / Nationality', 'Signature'],
  ['Name / Surname', 'Vornamen / Given names', 'Geburtsdatum / Date of birth', 'Geburtsort / Place of birth', 'Staatsangehörigkeit / Nationality', 'Anschrift / Address', 'Unterschrift / Signature'],
  ['Apellidos / Surname', 'Nombre / Given names', 'Fecha de nacimiento / Date of birth', 'Sexo / Sex', 'Nacionalidad / Nationality', 'Domicilio / Address'],
];

let ruleSets: ReadonlyMap<string, RuleSet> | undefined;

/**
 * The captions the kind prints (the first spelling of each of its anchors, as its rules list them), when they are
 * in Latin script (the fonts drawn with have no Thai): a form with exactly the captions the gate looks for.
 */
function captionsOfKind(documentType: string): string[] {
  ruleSets ??= loadRuleSets([BUNDLED_RULES_DIR]);
  const anchors = Object.values(ruleSets.get(documentType)?.anchors ?? {});
  return anchors.map((spellings) => spellings[0]).filter((caption) => /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(caption));
}

/** A blank application form: a title, captioned empty boxes, tick boxes, a signature line. */
export const blankFormScene: NonDocumentScene = {
  name: 'blank-form',
  finishes: ['scan', 'camera', 'scan'],
  longSide: [1000, 1600],
  draw(rng: Rng, variant: number, documentType: string) {
    const width = 1000;
    const height = 1414;
    // Two variants in three print the asked kind's own captions (at most eight); the third a generic set.
    const own = variant % 3 === 2 ? [] : captionsOfKind(documentType).slice(0, 8);
    const captions = own.length >= 3 ? own : CAPTION_SETS[(variant + rng.int(0, CAPTION_SETS.length - 1)) % CAPTION_SETS.length];
    const parts: string[] = [];
    parts.push(text(80, 110, rng.pick(['APPLICATION FORM', 'REGISTRATION FORM', 'MEMBERSHIP APPLICATION', 'VISITOR REGISTRATION']), { size: 36, weight: 'bold', family: SANS }));
    parts.push(text(80, 150, 'Please complete in block capitals using black ink.', { size: 20, family: SANS, fill: '#444444' }));
    let y = 220;
    const boxHeight = 62;
    for (const caption of captions) {
      parts.push(text(80, y, caption, { size: 21, family: SANS, fill: '#222222' }));
      // A date box often prints its format as a hint (DD / MM / YYYY): a mask, not a date.
      const hint = /dat[aeu]|fecha|tanggal/i.test(caption) && rng.chance(0.6) ? text(100, y + 56, 'DD  /  MM  /  YYYY', { size: 20, family: SANS, fill: '#9a9a9a' }) : '';
      parts.push(`<rect x="80" y="${y + 16}" width="840" height="${boxHeight}" fill="none" stroke="#333333" stroke-width="2"/>`, hint);
      y += boxHeight + 62;
    }
    if (y < height - 200) {
      parts.push(text(80, y, 'I confirm that the information given is correct.', { size: 20, family: SANS }));
      parts.push(`<rect x="80" y="${y + 20}" width="28" height="28" fill="none" stroke="#333333" stroke-width="2"/>`);
    }
    parts.push(`<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#777777" stroke-width="1.5"/>`);
    return { svg: svgDocument(width, height, `<rect width="100%" height="100%" fill="#ffffff"/>${parts.join('')}`), width, height };
  },
};
