import sharp from 'sharp';
import { loadConfig } from '../../src/config/load-config';
import { checkDigit } from '../../src/mrz/check-digit';
import { createLocalRecogniser } from '../../src/recognition/local-recogniser';
import { recogniseBytes } from '../../src/recognition/recognise-bytes';

/**
 * A German provisional identity card (vorläufiger Personalausweis, a paper card) carries a two-line TD2 MRZ, not
 * the card's three-line TD1: its number and dates are read from it. A page drawn here, the MRZ in a monospaced
 * face, the captions as the card prints them.
 */
const local = createLocalRecogniser(loadConfig({ READ_BUDGET_MS: '0' }), 1);
afterAll(() => local.close());

function mrz(): [string, string] {
  const [number, birth, expiry] = ['T22000129', '640812', '310630'];
  const second = `${number}${checkDigit(number)}D<<${birth}${checkDigit(birth)}F${expiry}${checkDigit(expiry)}<<<<<<<`;
  const composite = checkDigit(second.slice(0, 10) + second.slice(13, 20) + second.slice(21, 35));
  return ['ITD<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<', `${second}${composite}`];
}

function card(): Promise<Buffer> {
  const text = (x: number, y: number, size: number, value: string, font = 'DejaVu Sans') =>
    `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}">${value.replace(/</g, '&lt;')}</text>`;
  const [first, second] = mrz();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="950"><rect width="100%" height="100%" fill="#e9eef0"/>
    ${text(60, 90, 38, 'VORLÄUFIGER PERSONALAUSWEIS')}
    ${text(60, 170, 22, 'Name/Surname/Nom')}${text(60, 210, 34, 'MUSTERMANN')}
    ${text(60, 270, 22, 'Vornamen/Given names/Prénoms')}${text(60, 310, 34, 'ERIKA')}
    ${text(60, 370, 22, 'Geburtstag/Date of birth/Date de naissance')}${text(60, 410, 34, '12.08.1964')}
    ${text(60, 790, 44, first, 'DejaVu Sans Mono')}${text(60, 860, 44, second, 'DejaVu Sans Mono')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

describe('a German provisional identity card', () => {
  it('reads its number, dates and names from its TD2 MRZ', async () => {
    const result = await recogniseBytes(local.recogniser, await card(), 'de_id_card');
    expect(result.fields).toMatchObject({ documentNumber: 'T22000129', dateOfBirth: '1964-08-12', expiryDate: '2031-06-30', lastName: 'MUSTERMANN', firstName: 'ERIKA' });
    expect(result.fields.mrz).toBe(mrz().join('\n'));
  }, 60_000);
});
