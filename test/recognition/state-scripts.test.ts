import sharp from 'sharp';
import { loadConfig } from '../../src/config/load-config';
import { checkDigit } from '../../src/mrz/check-digit';
import { createLocalRecogniser } from '../../src/recognition/local-recogniser';
import { recogniseBytes } from '../../src/recognition/recognise-bytes';

/**
 * Passport pages that print their values in the state's own script beside the Latin one: once the MRZ names
 * the issuing state, the value rows are read again in the state's language, and what the page prints in Cyrillic
 * or in Latin letters English lacks (Ə) is what the field returns. Pages drawn here: English captions, values
 * as the states print them, a TD3 MRZ in a monospaced face.
 */
const local = createLocalRecogniser(loadConfig({ READ_BUDGET_MS: '0' }), 1);
afterAll(() => local.close());

interface Page {
  state: string;
  number: string;
  surname: string;
  given: string;
  birth: string;
  expiry: string;
  sex: 'F' | 'M';
  rows: Array<[caption: string, value: string]>;
}

function mrzOf(page: Page): [string, string] {
  const name = `${page.surname}<<${page.given}`.padEnd(39, '<');
  const number = page.number.padEnd(9, '<');
  const optional = '<'.repeat(14);
  const second =
    `${number}${checkDigit(number)}${page.state}${page.birth}${checkDigit(page.birth)}${page.sex}${page.expiry}${checkDigit(page.expiry)}` +
    `${optional}${checkDigit(optional)}`;
  const composite = checkDigit(second.slice(0, 10) + second.slice(13, 20) + second.slice(21, 43));
  return [`P<${page.state}${name}`.slice(0, 44), `${second}${composite}`];
}

function render(page: Page): Promise<Buffer> {
  const escape = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = (x: number, y: number, size: number, value: string, font = 'DejaVu Sans'): string =>
    `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" fill="#1d1d28">${escape(value)}</text>`;
  const rows = page.rows.map(([caption, value], i) => `${text(470, 150 + i * 78, 20, caption)}${text(470, 186 + i * 78, 30, value)}`).join('');
  const [first, second] = mrzOf(page);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1060"><rect width="100%" height="100%" fill="#eef0e8"/>
    <rect x="60" y="140" width="360" height="460" fill="#b9bcc4"/>${text(60, 80, 36, 'PASSPORT')}${rows}
    ${text(50, 940, 40, first, 'DejaVu Sans Mono')}${text(50, 1010, 40, second, 'DejaVu Sans Mono')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

describe('passport pages in the state\'s own script', () => {
  it('answers a Ukrainian page\'s nationality and place of birth in Cyrillic and Latin, as printed', async () => {
    const page: Page = {
      state: 'UKR',
      number: 'FE123456',
      surname: 'SHEVCHENKO',
      given: 'OLENA',
      birth: '850812',
      expiry: '290715',
      sex: 'F',
      rows: [
        ['Прізвище/Surname', 'SHEVCHENKO'],
        ["Ім'я/Given Names", 'OLENA'],
        ['Громадянство/Nationality', 'УКРАЇНА/UKRAINE'],
        ['Дата народження/Date of birth', '12 СЕР/AUG 85'],
        ['Стать/Sex', 'Ж/F'],
        ['Місце народження/Place of birth', 'ХАРКІВСЬКА ОБЛ./UKR'],
        ['Дата видачі/Date of issue', '15 ЛИП/JUL 19'],
        ['Орган, що видав/Authority', '6310'],
        ['Дата закінчення строку дії/Date of expiry', '15 ЛИП/JUL 29'],
      ],
    };
    const result = await recogniseBytes(local.recogniser, await render(page), 'passport');
    expect(result.fields).toMatchObject({ passportNumber: 'FE123456', name: 'OLENA SHEVCHENKO', nationality: 'УКРАЇНА/UKRAINE', birthPlace: 'ХАРКІВСЬКА ОБЛ./UKR' });
  }, 120_000);

  it('answers an Azerbaijani page\'s place of birth and nationality with the letters English lacks', async () => {
    const page: Page = {
      state: 'AZE',
      number: 'C01234567',
      surname: 'ALIYEVA',
      given: 'GUNEL',
      birth: '900314',
      expiry: '310220',
      sex: 'F',
      rows: [
        ['Soyadı/Surname', 'ƏLİYEVA / ALIYEVA'],
        ['Adı/Given names', 'GÜNEL / GUNEL'],
        ['Vətəndaşlığı/Nationality', 'AZƏRBAYCAN / AZERBAIJAN'],
        ['Doğum tarixi/Date of birth', '14.03.1990'],
        ['Cinsi/Sex', 'Q/F'],
        ['Doğum yeri/Place of birth', 'ŞƏKİ'],
        ['Verilmə tarixi/Date of issue', '21.02.2021'],
        ['Orqan/Authority', 'DMX'],
        ['Etibarlıdır/Date of expiry', '20.02.2031'],
      ],
    };
    const result = await recogniseBytes(local.recogniser, await render(page), 'passport');
    expect(result.fields).toMatchObject({ passportNumber: 'C01234567', name: 'GUNEL ALIYEVA', birthPlace: 'ŞƏKİ' });
    // The English half stays as read (the page read loses the spaced slash between them).
    expect(result.fields.nationality).toMatch(/^AZƏRBAYCAN\b/u);
  }, 120_000);
});
