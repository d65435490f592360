import { snapToLexicon } from '../../src/text/snap-to-lexicon';

const FORMS = ['DEUTSCH', 'Française', 'ČESKÁ REPUBLIKA / CZECH REPUBLIC', 'NORDVALIAN', 'NORDVALIAN CITIZEN', 'POLSKIE / POLISH'];

describe('snapToLexicon', () => {
  it('a reading a misread letter or two off a listed form is that form', () => {
    expect(snapToLexicon('DEUTSCM', FORMS)).toBe('DEUTSCH');
    expect(snapToLexicon('NORDVALIAN nL CITIZEN', FORMS)).toBe('NORDVALIAN CITIZEN');
  });

  it('a reading of the form\'s length may have one letter in four read as another', () => {
    expect(snapToLexicon('OMANAIAN', ['GHANAIAN', 'NIGERIAN', 'MALIAN'])).toBe('GHANAIAN');
    // A letter lost as well: one in six only.
    expect(snapToLexicon('OMANAIN', ['GHANAIAN', 'NIGERIAN', 'MALIAN'])).toBe('');
  });

  it('leaves out lower-case words beside a reading in capitals when the whole does not snap', () => {
    expect(snapToLexicon('sage OMANAIAN', ['GHANAIAN', 'NIGERIAN'])).toBe('GHANAIAN');
    expect(snapToLexicon('sage BERLIN', ['GHANAIAN', 'NIGERIAN'])).toBe('');
  });

  it('restores lost accents and punctuation, and keeps the reading\'s capitals', () => {
    expect(snapToLexicon('CESKA REPUBLIKA CZECH REPUBLIC', FORMS)).toBe('ČESKÁ REPUBLIKA / CZECH REPUBLIC');
    expect(snapToLexicon('Francaise', FORMS)).toBe('Française');
    expect(snapToLexicon('FRANCAISE', FORMS)).toBe('FRANÇAISE');
  });

  it('a reading that spells a form exactly keeps its own spacing', () => {
    expect(snapToLexicon('POLSKIE /POLISH', FORMS)).toBe('POLSKIE /POLISH');
  });

  it('a reading that lost a mark of the form (the slash between its languages) is the form', () => {
    expect(snapToLexicon('POLSKIE POLISH', FORMS)).toBe('POLSKIE / POLISH');
  });

  it('nothing for a reading far from every form, or as near to two', () => {
    expect(snapToLexicon('REPUBLIKA CZECH REPUBLIC', FORMS)).toBe('');
    expect(snapToLexicon('BERLIN', FORMS)).toBe('');
    expect(snapToLexicon('NORDVALIAN', ['NORDVALIAN', 'NORDVALIAM'])).toBe('NORDVALIAN');
    expect(snapToLexicon('NORDVALIAX', ['NORDVALIAN', 'NORDVALIAM'])).toBe('');
  });
});
