import fs from 'fs';
import os from 'os';
import path from 'path';
import { findLabelledImages, scoreOutcome, summarise, summariseFields, summariseNonDocuments, type LabelledImage } from '../../src/evaluation/run-evaluation';
import { formatEvalReport } from '../../src/cli/eval-report';

/** What `idocr eval` reports, from outcomes scored the way it scores them. */
const image = (name: string, set: string, fields: Record<string, string>, extra: Partial<LabelledImage> = {}): LabelledImage => ({
  image: `/data/${set}/${name}`,
  documentType: 'passport',
  fields,
  set,
  ...extra,
});

const specimenA = scoreOutcome(image('a.jpg', 'specimen', { passportNumber: 'L898902C3', name: 'ANNA MARIA  ERIKSSON' }), { passportNumber: 'L898902C3', name: 'ANNA MARIA ERIKSSON' }, undefined, 1200);
const specimenB = scoreOutcome(image('b.jpg', 'specimen', { passportNumber: 'X1', issueDay: '2007-04-16' }), {}, 'UNREADABLE_IMAGE', 9800);
const clean = scoreOutcome(image('clean-01.jpg', 'clean', { passportNumber: 'C4X7K2M9P', issueDay: '2019-05-14' }), { passportNumber: 'C4X7K2M9P', issueDay: '' }, undefined, 800);
const receipt = scoreOutcome(image('receipt.png', 'non-document', {}, { expectedError: 'UNREADABLE_IMAGE' }), {}, 'UNREADABLE_IMAGE', 500);
const letter = scoreOutcome(image('letter.png', 'non-document', {}, { expectedError: 'UNREADABLE_IMAGE' }), { passportNumber: '' }, undefined, 700);

describe('scoring an image', () => {
  it('scores only the fields its JSON gives, equal after whitespace folding', () => {
    expect(specimenA.misses).toEqual([]);
    expect(specimenA.scoredFields).toEqual(['passportNumber', 'name']);
    expect(clean.misses).toEqual([{ field: 'issueDay', expected: '2019-05-14', actual: '' }]);
  });

  it('scores every field of an image answered with an error as missed', () => {
    expect(specimenB.misses.map((m) => m.field)).toEqual(['passportNumber', 'issueDay']);
    expect(specimenB.error).toBe('UNREADABLE_IMAGE');
  });
});

describe('summaries', () => {
  const outcomes = [specimenA, specimenB, clean, receipt, letter];

  it('per kind: accuracy, documents all right, errors, median and slowest latency; non-documents apart', () => {
    const [row] = summarise(outcomes.filter((o) => o.set === 'specimen'));
    expect(row).toMatchObject({ documentType: 'passport', images: 2, fieldsScored: 4, fieldAccuracy: 0.5, documentsAllRight: 0.5, errors: 1, maxLatencyMs: 9800 });
    expect(summarise(outcomes).reduce((n, r) => n + r.images, 0)).toBe(3);
  });

  it('per field: how often each field of each kind was right', () => {
    expect(summariseFields([specimenA, specimenB])).toEqual([
      { documentType: 'passport', field: 'passportNumber', scored: 2, right: 1 },
      { documentType: 'passport', field: 'name', scored: 1, right: 1 },
      { documentType: 'passport', field: 'issueDay', scored: 1, right: 0 },
    ]);
  });

  it('non-documents: refused with the expected error, or accepted (listed)', () => {
    expect(summariseNonDocuments(outcomes)).toEqual({ images: 2, refused: 1, accepted: [{ image: '/data/non-document/letter.png', documentType: 'passport', answer: '200' }] });
  });
});

describe('the report', () => {
  it('leads with the real specimens, then the synthetic sets, non-documents and the slowest recognitions', () => {
    const report = formatEvalReport([clean, specimenA, specimenB, receipt, letter], { bySet: true, cwd: '/data' });
    const order = ['Real specimens', 'Real specimens, per kind', 'Real specimens, per field', 'answered with an error', 'Synthetic sets', 'Non-documents', 'Slowest recognitions'].map((h) => report.indexOf(h));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(report).toContain('specimen/b.jpg');
  });

  it('prints Markdown tables with --markdown', () => {
    const report = formatEvalReport([specimenA], { markdown: true });
    expect(report).toContain('### Real specimens');
    expect(report).toMatch(/^\| documentType \| images \|/m);
    expect(report).toMatch(/^\| --- \|/m);
  });
});

describe('finding labelled images', () => {
  it('follows links to folders and skips a link to nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-find-'));
    try {
      const real = path.join(dir, 'real');
      fs.mkdirSync(real);
      fs.writeFileSync(path.join(real, 'clean-01.png'), '');
      fs.writeFileSync(path.join(real, 'clean-01.json'), JSON.stringify({ documentType: 'passport', fields: { name: 'A' } }));
      const set = path.join(dir, 'set');
      fs.mkdirSync(set);
      fs.symlinkSync(real, path.join(set, 'passport'));
      fs.symlinkSync(path.join(dir, 'missing'), path.join(set, 'phone-*'));
      expect(findLabelledImages(set).map((i) => [path.relative(set, i.image), i.set])).toEqual([[path.join('passport', 'clean-01.png'), 'clean']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
