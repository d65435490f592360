import { extractFields } from '../../src/rules/extract-fields';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { ocrLine as line } from '../support/ocr-lines';

/** A German card's front as a photo's page read gives it: captions read in part, row marks read long. */
const today = new Date('2026-11-29T00:00:00Z');
const rules = loadRuleSets([BUNDLED_RULES_DIR]).get('de_id_card')!;
const run = (lines: ReturnType<typeof line>[]) => extractFields(rules, { lines, width: 1600, height: 1000, mrz: null }, today).fields;

describe('German card captions', () => {
  it('takes the name after the row\'s boxed letter read with a digit before it', () => {
    expect(run([line('Name/Surname/Nom', 712, 264), line('1a] MUSTERMANN', 712, 324)]).lastName).toBe('MUSTERMANN');
  });

  it('finds the place of birth under its English caption when the German one is read garbled', () => {
    expect(run([line('Gebu rtsort/Place of birth/Lieu de naissance', 712, 644), line('DRESDEN', 721, 690)]).placeOfBirth).toBe('DRESDEN');
  });
});
