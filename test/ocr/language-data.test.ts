import fs from 'node:fs';
import path from 'node:path';
import { languageFile, languageFolder } from '../../src/ocr/language-data';

const flavourOf = (file: string): string => path.basename(path.dirname(file));
const linkedFlavours = (dir: string): string[] => fs.readdirSync(dir).map((name) => flavourOf(fs.readlinkSync(path.join(dir, name)))).sort();

/**
 * Which traineddata each engine loads: the LSTM engine the LSTM-only file (a worker then holds 50-100 MiB less
 * than with the file that also carries the legacy models), the legacy engine (the MRZ) the full one.
 */
describe('language data', () => {
  it('gives the LSTM engine the LSTM-only models and the legacy engine the full file', () => {
    expect(flavourOf(languageFile('eng', 'lstm'))).toBe('4.0.0_best_int');
    expect(flavourOf(languageFile('deu', 'lstm'))).toBe('4.0.0_best_int');
    expect(flavourOf(languageFile('eng', 'legacy'))).toBe('4.0.0');
    expect(fs.statSync(languageFile('eng', 'lstm')).size).toBeLessThan(fs.statSync(languageFile('eng', 'legacy')).size / 2);
  });

  it('reads Arabic and Thai with the network the rules were written against, whose file has no legacy models', () => {
    expect(flavourOf(languageFile('ara', 'lstm'))).toBe('4.0.0');
    expect(flavourOf(languageFile('tha', 'lstm'))).toBe('4.0.0');
  });

  it('links a set of languages into one folder per engine', () => {
    const lstm = languageFolder(['ita', 'eng'], 'lstm');
    const legacy = languageFolder(['ita', 'eng'], 'legacy');
    expect(lstm).not.toBe(legacy);
    expect(linkedFlavours(lstm)).toEqual(['4.0.0_best_int', '4.0.0_best_int']);
    expect(linkedFlavours(legacy)).toEqual(['4.0.0', '4.0.0']);
    expect(linkedFlavours(languageFolder(['tha', 'eng'], 'lstm'))).toEqual(['4.0.0', '4.0.0_best_int']);
  });

  it('names the package to install for a language that is missing', () => {
    expect(() => languageFile('kor', 'lstm')).toThrow('npm install @tesseract.js-data/kor');
  });
});
