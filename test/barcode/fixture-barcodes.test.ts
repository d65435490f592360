import { decodeBarcodes } from '../../src/barcode/decode-barcodes';
import { parseAamva } from '../../src/barcode/parse-aamva';
import { decodeImage } from '../../src/image/decode-image';
import { loadFixtures } from '../support/fixtures';

/**
 * The committed fixtures' barcodes carry the identity of their ground truth: the generator draws the symbol
 * from the same holder it prints, and a reader of the symbol alone would answer the same. Every clean and
 * camera fixture, decoded as the service decodes them (no skew hint, so the sweep alone must find the tilt).
 */
const committed = (kind: string) => [...loadFixtures(kind, 'clean-'), ...loadFixtures(kind, 'camera-')];

describe.each(['us_drivers_license', 'ca_drivers_license'])('%s fixtures', (kind) => {
  it.each(committed(kind).map((f) => [f.name, f] as const))('%s: the PDF417 holds valid AAMVA data of the printed holder', async (_name, fixture) => {
    const found = await decodeBarcodes(await decodeImage(fixture.bytes, 'image/jpeg'), ['pdf417']);
    expect(found.map((f) => f.format)).toEqual(['pdf417']);
    const data = parseAamva(found[0].text);
    expect(data.problems).toEqual([]);
    const truth = fixture.fields;
    const e = data.elements;
    expect({ DCS: e.DCS, DCT: e.DCT, DBB: e.DBB, DBD: e.DBD, DBA: e.DBA, DAQ: e.DAQ, DBC: e.DBC }).toEqual({
      DCS: truth.lastName,
      DCT: truth.firstName,
      DBB: truth.dateOfBirth,
      DBD: truth.issueDate,
      DBA: truth.expiryDate,
      // Printed with the dashes of some states and provinces; the symbol writes the characters alone.
      DAQ: truth.licenseNumber.replace(/-/g, ''),
      DBC: truth.gender === 'F' ? '2' : '1',
    });
    if (kind === 'us_drivers_license') expect({ DAJ: e.DAJ, DAI: e.DAI, DAG: e.DAG }).toEqual({ DAJ: truth.state, DAI: truth.city, DAG: truth.address });
    else expect(truth.address.startsWith(`${e.DAG} ${e.DAI}`)).toBe(true);
  });
});

describe('nl_id_card fixtures', () => {
  it.each(committed('nl_id_card').map((f) => [f.name, f] as const))('%s: the QR code holds the printed citizen service number', async (_name, fixture) => {
    const found = await decodeBarcodes(await decodeImage(fixture.bytes, 'image/jpeg'), ['qrcode']);
    expect(found).toEqual([{ format: 'qrcode', text: fixture.fields.qrCodeData }]);
    expect(fixture.fields.qrCodeData).toBe(fixture.fields.personalNumber);
  });
});
