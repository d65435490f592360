import { extractFields } from '../../src/rules/extract-fields';
import type { OcrLine } from '../../src/ocr/types';
import type { FieldRule, RuleSet } from '../../src/rules/types';
import { ocrLine as line } from '../support/ocr-lines';
import { testRuleSet } from '../support/rule-set';

/**
 * Where an anchored value sits relative to its caption: `take: above` (values printed over their caption, as
 * the dates at the foot of the Thai ID card) and `row: N` (one row of a value printed one part per row), on
 * hand-made OCR lines. Page 1000 × 600 px; every word 30 px tall, 14 px per character, 10 px apart.
 */
const today = new Date('2026-11-21T00:00:00Z');


const rules = (fields: Record<string, FieldRule>, anchors: Record<string, string[]>): RuleSet => testRuleSet(fields, { anchors });

const run = (ruleSet: RuleSet, lines: OcrLine[]) => extractFields(ruleSet, { lines, width: 1000, height: 600, mrz: null }, today);

describe('take: above', () => {
  const anchors = { issue: ['Date of Issue'], expiry: ['Date of Expiry'] };

  it('takes the row right over the caption, not the caption nor the rows under it', () => {
    const lines = [line('12 Jan. 2020', 50, 160), line('Date of Issue', 50, 200), line('BANGKOK', 50, 240)];
    const result = run(rules({ issued: { from: [{ anchor: 'issue', take: 'above' }] } }, anchors), lines);
    expect(result.fields.issued).toBe('12 Jan. 2020');
    expect(result.taken.issued.map((w) => w.text)).toEqual(['12', 'Jan.', '2020']);
  });

  it('takes the nearest row when two are within reach, and all of them top to bottom with `rows`', () => {
    const lines = [line('ROW ONE', 50, 80), line('ROW TWO', 50, 120), line('12 Jan. 2020', 50, 160), line('Date of Issue', 50, 200)];
    const result = run(
      rules({ one: { from: [{ anchor: 'issue', take: 'above' }] }, three: { from: [{ anchor: 'issue', take: 'above', rows: 3 }] } }, anchors),
      lines,
    );
    expect(result.fields).toEqual({ one: '12 Jan. 2020', three: 'ROW ONE ROW TWO 12 Jan. 2020' });
  });

  it('keeps side-by-side values apart: each caption gets the value over it', () => {
    // The two dates stand closer than a wide gap: only the captions' columns keep them apart.
    const lines = [
      line('12 Jan. 2020', 50, 160),
      line('11 Jan. 2029', 300, 160),
      line('Date of Issue', 50, 200),
      line('Date of Expiry', 300, 200),
    ];
    const fields = { issued: { from: [{ anchor: 'issue', take: 'above' as const }] }, expires: { from: [{ anchor: 'expiry', take: 'above' as const }] } };
    expect(run(rules(fields, anchors), lines).fields).toEqual({ issued: '12 Jan. 2020', expires: '11 Jan. 2029' });
  });

  it('takes a value wider than its caption whole, but not another text far along the same row', () => {
    // "12 January 2020" overhangs the short caption "Issue" on both sides; SPECIMEN stands well apart.
    const lines = [line('12 January 2020', 250, 160), line('SPECIMEN', 600, 160), line('Issue', 300, 200)];
    const result = run(rules({ issued: { from: [{ anchor: 'issue', take: 'above' }] } }, { issue: ['Issue'] }), lines);
    expect(result.fields.issued).toBe('12 January 2020');
  });

  it('takes nothing from a row more than three caption heights above, and then tries the next source', () => {
    const lines = [line('12 Jan. 2020', 50, 60), line('Date of Issue', 50, 200)];
    const fields: Record<string, FieldRule> = {
      issued: { from: [{ anchor: 'issue', take: 'above' }] },
      fallback: { from: [{ anchor: 'issue', take: 'above' }, { text: '^\\d{1,2} [A-Z][a-z]{2}\\. \\d{4}$' }] },
    };
    expect(run(rules(fields, anchors), lines).fields).toEqual({ issued: '', fallback: '12 Jan. 2020' });
  });

  it('reads a date over its caption as a date', () => {
    const lines = [line('12 Jan. 2020', 50, 160), line('Date of Issue', 50, 200)];
    const result = run(rules({ issued: { from: [{ anchor: 'issue', take: 'above' }], date: { century: 'past' } } }, anchors), lines);
    expect(result.fields.issued).toBe('2020-01-12');
  });
});

describe('anchor source `line: N`', () => {
  // A name printed one part per row under a single caption, as on Canadian licences.
  const anchors = { name: ['NAME'], address: ['ADDRESS'] };
  const nameRows = [line('NAME', 50, 100), line('SMITH', 50, 140), line('JOHN PAUL', 50, 180), line('JR', 50, 220)];
  const nth = (n: number, extra: Partial<FieldRule> = {}): FieldRule => ({ from: [{ anchor: 'name', take: 'below', row: n }], ...extra });

  it('gives only the Nth row under the caption', () => {
    const result = run(rules({ first: nth(1), second: nth(2), third: nth(3) }, anchors), nameRows);
    expect(result.fields).toEqual({ first: 'SMITH', second: 'JOHN PAUL', third: 'JR' });
    expect(result.taken.second.map((w) => w.text)).toEqual(['JOHN', 'PAUL']);
  });

  it('gives nothing when the value has fewer rows, so the next source is tried', () => {
    const fields: Record<string, FieldRule> = {
      fourth: nth(4),
      withFallback: { from: [{ anchor: 'name', take: 'below', row: 4 }, { text: '^(?<value>JR)$' }] },
    };
    expect(run(rules(fields, anchors), nameRows).fields).toEqual({ fourth: '', withFallback: 'JR' });
  });

  it('applies the pattern to that row alone', () => {
    // Without `line`, the pattern would see "SMITH JOHN PAUL" and its first word.
    const result = run(rules({ given: { from: [{ anchor: 'name', take: 'below', row: 2, pattern: '^(?<value>\\S+)' }] } }, anchors), nameRows);
    expect(result.fields.given).toBe('JOHN');
  });

  it('does not take the value under the next caption as a second row', () => {
    const lines = [line('NAME', 50, 100), line('SMITH', 50, 140), line('ADDRESS', 50, 180), line('12 HIGH STREET', 50, 220)];
    expect(run(rules({ second: nth(2) }, anchors), lines).fields.second).toBe('');
  });

  it('does not count a row further down than the value\'s line pitch as its next row', () => {
    // SMITH at 140, then a gap of three line heights: "SIGNATURE" belongs to something else.
    const lines = [line('NAME', 50, 100), line('SMITH', 50, 140), line('SIGNATURE', 50, 230)];
    expect(run(rules({ second: nth(2) }, anchors), lines).fields.second).toBe('');
  });

  it('row: 1 is the same as taking one row', () => {
    const fields: Record<string, FieldRule> = { first: nth(1), plain: { from: [{ anchor: 'name', take: 'below' }] } };
    const result = run(rules(fields, anchors), nameRows);
    expect(result.fields.first).toBe('SMITH');
    expect(result.fields.plain).toBe('SMITH');
  });
});

describe('a word read twice', () => {
  const anchors = { parents: ['HIJO DE'] };
  // A second, overlapping read of one word ("Y" inside "LUIS") on the value's row, as a re-read line gives.
  const ghost = (text: string, x0: number, x1: number, y: number): OcrLine => ({
    text,
    confidence: 60,
    box: { x0, y0: y + 4, x1, y1: y + 26 },
    words: [{ text, confidence: 60, box: { x0, y0: y + 4, x1, y1: y + 26 } }],
  });

  it('is taken once, and the gap after it is measured from the word that holds it', () => {
    // Spaces of 100 px, under the 120 px of a wide gap; from the ghost's own right edge the next one is 152 px.
    const row = line('JOSE LUIS Y MARIA LUISA', 50, 140);
    row.words.forEach((w, i) => {
      w.box.x0 += 90 * i;
      w.box.x1 += 90 * i;
    });
    const lines = [line('HIJO DE', 50, 100), row, ghost('Y', row.words[1].box.x0, row.words[1].box.x0 + 4, 140)];
    const result = run(rules({ parents: { from: [{ anchor: 'parents', take: 'below' }] } }, anchors), lines);
    expect(result.fields.parents).toBe('JOSE LUIS Y MARIA LUISA');
  });
});

describe('rows under a caption', () => {
  it('keeps a word whose box OCR drew too tall off the row above it', () => {
    // MARGARITA's box runs from the lower part of VELAZQUEZ's down through the ink under it: the boxes overlap,
    // but neither centre lies within the other's height.
    const tall = line('MARGARITA', 50, 200);
    tall.box.y1 = tall.words[0].box.y1 = 280;
    const lines = [line('NOMBRE', 50, 100), line('GOMEZ', 50, 140), line('VELAZQUEZ', 50, 180), tall];
    const nth = (n: number): FieldRule => ({ from: [{ anchor: 'name', take: 'below', row: n }] });
    const result = run(rules({ second: nth(2), third: nth(3) }, { name: ['NOMBRE'] }), lines);
    expect(result.fields).toEqual({ second: 'VELAZQUEZ', third: 'MARGARITA' });
  });
});

describe('captions in two languages joined by a slash', () => {
  // Only the English part is a known spelling; the national part before the slash is not (another script, or
  // misread), yet the value starts under it.
  const anchors = { birthPlace: ['Place of birth'], issue: ['Date of issue'] };
  const fields: Record<string, FieldRule> = { birthPlace: { from: [{ anchor: 'birthPlace', take: 'below' }] } };

  it('takes the caption before the slash as part of the label, so the value under it is in its column', () => {
    const lines = [line('TEMPAT LAHIR / Place of birth', 50, 100), line('SOUTH HAVEN', 50, 140)];
    const result = run(rules(fields, anchors), lines);
    expect(result.fields.birthPlace).toBe('SOUTH HAVEN');
  });

  it('does the same when the slash is inside the first matched word ("xx/Place")', () => {
    const lines = [line('LUGAR DE NACIMIENTO xx/Place of birth', 50, 100), line('SOUTH HAVEN', 50, 140)];
    expect(run(rules(fields, anchors), lines).fields.birthPlace).toBe('SOUTH HAVEN');
  });

  it('does not reach over a wide gap, nor without a slash', () => {
    const far = [line('NOTE', 50, 100), line('/ Place of birth', 200, 100), line('SOUTH HAVEN', 50, 140)];
    const noSlash = [line('TEMPAT LAHIR Place of birth', 50, 100), line('SOUTH HAVEN', 50, 140)];
    expect(run(rules(fields, anchors), far).fields.birthPlace).toBe('');
    expect(run(rules(fields, anchors), noSlash).fields.birthPlace).toBe('');
  });

  it('does not take another label\'s words as its own', () => {
    const lines = [line('Date of issue Place of birth', 50, 100), line('12 JAN 2020', 50, 140), line('SOUTH HAVEN', 270, 140)];
    const result = run(rules({ ...fields, issue: { from: [{ anchor: 'issue', take: 'below' }] } }, anchors), lines);
    expect(result.fields).toEqual({ birthPlace: 'SOUTH HAVEN', issue: '12 JAN 2020' });
  });
});

describe('a caption that wraps onto a second line', () => {
  // Every word of PASSPORT OFFICE is a caption word ("Passport No", "Issuing office"), as on the ICAO specimen.
  const anchors = { authority: ['Authority', 'Issuing office'], number: ['Passport No'], signature: ['Holder\'s signature'] };
  const fields: Record<string, FieldRule> = { authority: { from: [{ anchor: 'authority', take: 'below' }] } };

  it('keeps a value spelled in caption words when the next row is another label\'s', () => {
    const lines = [line('Authority', 50, 100), line('PASSPORT OFFICE', 50, 132), line('Holder\'s signature', 50, 172), line('A. SMITH', 50, 204)];
    expect(run(rules(fields, anchors), lines).fields.authority).toBe('PASSPORT OFFICE');
  });
});

describe('bilingual captions read glued together', () => {
  // OCR loses the slash of "DATA WYDANIA/DATE OF ISSUE" and reads "WYDANIADATE".
  const anchors = { issue: ['Date of issue'], nationality: ['Nationality'], height: ['Taille'] };
  const fields: Record<string, FieldRule> = { issue: { from: [{ anchor: 'issue', take: 'below' }] } };

  it('finds a caption whose first word ends a word of the other language', () => {
    const lines = [line('DATA WYDANIADATE OF ISSUE', 50, 100), line('31 DEC 2004', 120, 140)];
    expect(run(rules(fields, anchors), lines).fields.issue).toBe('31 DEC 2004');
  });

  it('finds a long one-word caption glued to another word, but not a short one inside a value', () => {
    const glued = [line('OBYWATELSTWONATIONALITY', 50, 100), line('POLSKIE', 50, 140)];
    const nationality: Record<string, FieldRule> = { nationality: { from: [{ anchor: 'nationality', take: 'below' }] } };
    expect(run(rules(nationality, anchors), glued).fields.nationality).toBe('POLSKIE');
    // TAILLE with one edit is the start of TILLEULS: a street, not a caption.
    const street: Record<string, FieldRule> = { street: { from: [{ text: 'RUE DES \\S+' }] }, height: { from: [{ anchor: 'height', take: 'below' }] } };
    const result = run(rules(street, anchors), [line('RUE DES TILLEULS', 50, 100), line('PARIS', 50, 140)]);
    expect(result.fields).toEqual({ street: 'RUE DES TILLEULS', height: '' });
  });
});

describe('a word misread in a long caption', () => {
  const anchors = { issue: ['Date of issue'], place: ['Lieu de délivrance'] };
  const fields: Record<string, FieldRule> = { issue: { from: [{ anchor: 'issue', take: 'below' }] }, place: { from: [{ anchor: 'place', take: 'below' }] } };

  it('takes "Dato of Issue" for "Date of issue", its long word being exact', () => {
    const lines = [line('Dato of Issue', 50, 100), line('11/10/2011', 50, 140)];
    expect(run(rules(fields, anchors), lines).fields.issue).toBe('11/10/2011');
  });

  it('takes "Place of fesue" for "Place of issue": a long word may be misread once more too, when another is exact', () => {
    const placeOfIssue: Record<string, FieldRule> = { place: { from: [{ anchor: 'place', take: 'below' }] } };
    expect(run(rules(placeOfIssue, { place: ['Place of issue'] }), [line('Place of fesue', 50, 100), line('NORDHAVEN', 50, 140)]).fields.place).toBe('NORDHAVEN');
    // Not when no other long word is exact, nor in a caption of two words.
    expect(run(rules(placeOfIssue, { place: ['Place of issue'] }), [line('Plaee of fesue', 50, 100), line('NORDHAVEN', 50, 140)]).fields.place).toBe('');
    expect(run(rules(placeOfIssue, { place: ['Issue place'] }), [line('fesue place', 50, 100), line('NORDHAVEN', 50, 140)]).fields.place).toBe('');
    // A small l read for the I is no misreading at all: "Plaee of lesue" is one edit a word.
    expect(run(rules(placeOfIssue, { place: ['Place of issue'] }), [line('Plaee of lesue', 50, 100), line('NORDHAVEN', 50, 140)]).fields.place).toBe('NORDHAVEN');
  });

  it('does not take a caption whose short word is another word ("Date de délivrance" is no "Lieu de délivrance")', () => {
    const lines = [line('Date de délivrance', 50, 100), line('01 JAN 2020', 50, 140)];
    expect(run(rules(fields, anchors), lines).fields).toEqual({ issue: '', place: '' });
  });

  it('does not forgive two short words, nor one when the long word is misread too', () => {
    const lines = [line('Dato af Issue', 50, 100), line('Dato of Isue', 50, 200), line('11/10/2011', 50, 140), line('12/10/2011', 50, 240)];
    expect(run(rules(fields, anchors), lines).fields.issue).toBe('');
  });
});

describe('Thai captions are not matched glued', () => {
  it('does not find a caption at the end of another one-word caption', () => {
    const anchors = { officer: ['เจ้าพนักงานออกบัตร'], issue: ['ออกบัตร'] };
    const fields: Record<string, FieldRule> = { issue: { from: [{ anchor: 'issue', take: 'below' }] } };
    const lines = [line('เจ้าพนักงานออกบัตร', 50, 100), line('OFFICER', 50, 140)];
    expect(run(rules(fields, anchors), lines).fields.issue).toBe('');
  });
});

describe('take: below, specks', () => {
  it('ends the value at a letter or two read unsure past a gap (security print beside it), not at a sure short word', () => {
    const anchors = { surname: ['Surname'] };
    const speck = line('JE', 220, 42, 38);
    const value = line('HOLMBERG', 50, 40);
    const page = (after: OcrLine) => [line('Surname', 50, 0), { ...value, words: [...value.words, ...after.words], text: `${value.text} ${after.text}` }];
    expect(run(rules({ surname: { from: [{ anchor: 'surname', take: 'below' }] } }, anchors), page(speck)).fields.surname).toBe('HOLMBERG');
    expect(run(rules({ surname: { from: [{ anchor: 'surname', take: 'below' }] } }, anchors), page(line('DE', 220, 42, 95))).fields.surname).toBe('HOLMBERG DE');
  });
});

describe('take: below, past specks', () => {
  it('passes over a row of one- and two-letter words read unsure (security print) to the value under it', () => {
    const anchors = { pob: ['Place of birth'] };
    const fields = { pob: { from: [{ anchor: 'pob', take: 'below' as const }] }, sex: { from: [{ anchor: 'sex', take: 'below' as const }] } };
    const specks = [line('Place of birth', 50, 100), line('a of E', 50, 140, 30), line('NORDHAVEN', 50, 180)];
    expect(run(rules({ pob: fields.pob }, anchors), specks).fields.pob).toBe('NORDHAVEN');
    // A short value read surely is the value, not a speck.
    const sure = [line('Sex', 50, 100), line('F', 50, 140), line('NORDHAVEN', 50, 180)];
    expect(run(rules({ sex: fields.sex }, { sex: ['Sex'] }), sure).fields.sex).toBe('F');
  });

  it('takes a short value read unsure when nothing stands close under it: specks lie right over their value', () => {
    const group = { from: [{ anchor: 'group', take: 'below' as const }] };
    const lines = [line('Blood group', 50, 100), line('O+', 50, 140, 40), line('CARTAGENA', 50, 205)];
    expect(run(rules({ group }, { group: ['Blood group'] }), lines).fields.group).toBe('O+');
  });
});

describe('take: below, rows of a value', () => {
  const address = { from: [{ anchor: 'address', take: 'below' as const, rows: 3 }] };
  const squashed = (l: OcrLine, height: number): OcrLine => ({
    ...l,
    box: { ...l.box, y1: l.box.y0 + height },
    words: l.words.map((w) => ({ ...w, box: { ...w.box, y1: w.box.y0 + height } })),
  });

  it('follows a value\'s rows at the value\'s own pitch, however small the caption\'s box was read', () => {
    const lines = [squashed(line('DOMICILIO', 50, 100), 10), line('C NORTE 12', 50, 125), line('COL CENTRO 91000', 50, 175), line('XALAPA, VER.', 50, 225)];
    expect(run(rules({ address }, { address: ['DOMICILIO'] }), lines).fields.address).toBe('C NORTE 12 COL CENTRO 91000 XALAPA, VER.');
  });

  it('does not let a tall mark read unsure (a frame\'s stroke) join a value\'s last row to the next field\'s', () => {
    const stroke = { text: 'E', confidence: 40, box: { x0: 600, y0: 150, x1: 614, y1: 330 } };
    const lines = [line('NOMBRE', 50, 100), line('AVILA', 50, 140), line('RAMOS', 50, 190), line('ENRIQUE', 50, 240), { text: 'E', confidence: 40, box: stroke.box, words: [stroke] }, line('DOMICILIO', 50, 285), line('AV LAS TORRES 24', 50, 320)];
    const name = { from: [{ anchor: 'name', take: 'below' as const, rows: 3 }] };
    expect(run(rules({ name }, { name: ['NOMBRE'], address: ['DOMICILIO'] }), lines).fields.name).toBe('AVILA RAMOS ENRIQUE');
  });

  it('passes over specks under the caption though the rest of their row is another column\'s value', () => {
    const row = line('00 17 ENE 2037', 50, 140, 30);
    // The specks under the caption, then a wide gap, then a date of the next column read surely.
    const speckRow: OcrLine = { ...row, words: [{ ...row.words[0] }, ...row.words.slice(1).map((w) => ({ ...w, confidence: 95, box: { ...w.box, x0: w.box.x0 + 400, x1: w.box.x1 + 400 } }))] };
    const lines = [line('Documento', 50, 100), speckRow, line('45.330.318', 50, 180)];
    const number = { from: [{ anchor: 'number', take: 'below' as const }] };
    expect(run(rules({ number }, { number: ['Documento'] }), lines).fields.number).toBe('45.330.318');
  });

  it('leaves a letter in a box far wider than letters are (a signature stroke read as "X") out of the value', () => {
    const row = line('STADTAMT NORD X', 50, 140);
    const smear = { ...row.words[2], box: { ...row.words[2].box, x1: row.words[2].box.x0 + 100 } };
    const lines = [line('Authority', 50, 100), { ...row, words: [row.words[0], row.words[1], smear] }];
    const authority = { from: [{ anchor: 'authority', take: 'below' as const }] };
    expect(run(rules({ authority }, { authority: ['Authority'] }), lines).fields.authority).toBe('STADTAMT NORD');
  });

  it('takes the words after one whose box the OCR stretched over the whole row ("GENOVA" over "GENOVA (GE) 23.02.1952")', () => {
    const row = line('AREN (AR) 12.03.1961', 50, 140);
    const stretched = { ...row.words[0], box: { ...row.words[0].box, x1: row.box.x1 } };
    const lines = [line('Place and date of birth', 50, 100), { ...row, words: [stretched, row.words[1], row.words[2]] }];
    const born = { from: [{ anchor: 'born', take: 'below' as const }] };
    expect(run(rules({ born }, { born: ['Place and date of birth'] }), lines).fields.born).toBe('AREN (AR) 12.03.1961');
  });
});

describe('take: below, captions set a little off their row', () => {
  it('leaves the words under a caption to the right, set a few pixels higher by the photo\'s tilt, to that caption', () => {
    // "Expiry" stands 8 px higher than "Document": not on its row, yet its date lies right under it.
    const lines = [line('Document', 50, 208), line('Expiry', 400, 200), line('01 FEB 2031', 400, 235), line('41.005.775', 50, 275)];
    const fields = { number: { from: [{ anchor: 'number', take: 'below' as const }] }, expiry: { from: [{ anchor: 'expiry', take: 'below' as const }] } };
    const result = run(rules(fields, { number: ['Document'], expiry: ['Expiry'] }), lines);
    expect(result.fields).toEqual({ number: '41.005.775', expiry: '01 FEB 2031' });
  });

  it('takes a value beside which a tall smear read unsure (a portrait\'s edge) reaches past the next caption', () => {
    const smear = { text: 'we', confidence: 30, box: { x0: 600, y0: 150, x1: 1000, y1: 480 } };
    const lines = [line('Place of birth', 50, 100), line('WROCLAW', 50, 135), { text: 'we', confidence: 30, box: smear.box, words: [smear] }, line('Authority', 50, 210), line('PREZYDENT MIASTA', 50, 245)];
    const fields = { pob: { from: [{ anchor: 'pob', take: 'below' as const }] } };
    expect(run(rules(fields, { pob: ['Place of birth'], authority: ['Authority'] }), lines).fields.pob).toBe('WROCLAW');
  });

  it('leaves out a one-letter mark twice the row\'s height that reaches up into the caption\'s line (a hologram\'s edge)', () => {
    const mark = { text: 'A', confidence: 85, box: { x0: 178, y0: 105, x1: 184, y1: 175 } };
    const lines = [line('Place of birth', 50, 100), line('FRANKFURT AM MAIN', 50, 145), { text: 'A', confidence: 85, box: mark.box, words: [mark] }];
    const fields = { pob: { from: [{ anchor: 'pob', take: 'below' as const }] } };
    expect(run(rules(fields, { pob: ['Place of birth'] }), lines).fields.pob).toBe('FRANKFURT AM MAIN');
  });

  it('keeps a tall word read unsure that stands on the row (a value glued to its neighbour)', () => {
    const glued = { text: 'M510', confidence: 38, box: { x0: 50, y0: 140, x1: 130, y1: 210 } };
    const lines = [line('SEX', 50, 100), { text: 'M510', confidence: 38, box: glued.box, words: [glued] }, line('5-10', 140, 145)];
    const fields = { sex: { from: [{ anchor: 'sex', take: 'below' as const, pattern: '^(?<value>[MF])' }] } };
    expect(run(rules(fields, { sex: ['SEX'] }), lines).fields.sex).toBe('M');
  });

  it('ends a value before a box many times its type\'s height far along its row (a ghost portrait read as "3")', () => {
    // 200 px past GROOT: within 4 heights of the ghost's 240 px box, but 6 heights of the name's 30 px type.
    const ghost = { text: '3', confidence: 85, box: { x0: 390, y0: 60, x1: 460, y1: 300 } };
    const lines = [line('Surname', 50, 100), line('DE GROOT', 50, 135), { text: '3', confidence: 85, box: ghost.box, words: [ghost] }];
    const fields = { surname: { from: [{ anchor: 'surname', take: 'below' as const }] } };
    expect(run(rules(fields, { surname: ['Surname'] }), lines).fields.surname).toBe('DE GROOT');
  });
});

describe('take: below, a caption read only in part', () => {
  const authority = { from: [{ anchor: 'authority', take: 'below' as const }] };

  it('takes the words running into the value from left of the caption\'s column (the caption\'s start went unread)', () => {
    // Only "Autorite" of "Afgegeven door / Authority / Autorite" was read; the value stands under the whole caption.
    const lines = [line('Autorite', 300, 100), line('Burg. van Amsterdam', 150, 135), line('Y', 700, 135)];
    expect(run(rules({ authority }, { authority: ['Autorite'] }), lines).fields.authority).toBe('Burg. van Amsterdam');
  });

  it('does not reach left past a wide gap, nor when the caption is a phrase of a longer line (a header)', () => {
    const gap = [line('Autorite', 300, 100), line('ZZ', 50, 135), line('Amsterdam', 300, 135)];
    expect(run(rules({ authority }, { authority: ['Autorite'] }), gap).fields.authority).toBe('Amsterdam');
    const header = [line('REGISTRO NACIONAL Y Autorite', 50, 100), line('C DE IDENTIDAD', 250, 135)];
    const status = { from: [{ anchor: 'authority', take: 'below' as const, pattern: '^(?<value>[SCVD])\\b' }] };
    expect(run(rules({ authority: status }, { authority: ['Autorite'] }), header).fields.authority).toBe('');
  });
});

describe('take: right', () => {
  it('passes over a speck whose box reaches over the caption\'s row from the rows under it, and keeps a value in larger type', () => {
    // A photo's speck read "Ie" with a box three rows tall, its top on the caption's row, before the value.
    const speck = line('Ie', 150, 100);
    speck.box.y1 = speck.words[0].box.y1 = 240;
    const lines = [line('Restr:', 50, 100), speck, line('NONE', 190, 100), line('155ex: F', 50, 170)];
    const restrictions = rules({ restr: { from: [{ anchor: 'restr', take: 'right' }] } }, { restr: ['Restr'] });
    expect(run(restrictions, lines).fields.restr).toBe('NONE');
    // A number printed twice the caption's height beside it, their tops level.
    const big = line('D1234567', 100, 95);
    big.box.y1 = big.words[0].box.y1 = 155;
    const number = rules({ number: { from: [{ anchor: 'dl', take: 'right' }] } }, { dl: ['DL'] });
    expect(run(number, [line('DL', 50, 100), big]).fields.number).toBe('D1234567');
  });
});
