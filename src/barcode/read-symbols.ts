import fs from 'node:fs';
import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import type { BarcodeFormat, DecodedBarcode } from './types';

/** zxing's names for the symbologies the rules DSL names. */
const ZXING_FORMATS: Readonly<Record<BarcodeFormat, ReadInputBarcodeFormat>> = { pdf417: 'PDF417', qrcode: 'QRCode' };
const FROM_ZXING: Readonly<Record<string, BarcodeFormat>> = { PDF417: 'pdf417', QRCode: 'qrcode' };

/** RGBA pixels, as zxing's pixmap reader takes them. */
export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

let prepared = false;

/**
 * zxing-wasm fetches its .wasm from a CDN unless given the bytes: they are read from node_modules once, on the
 * first read (a service whose kinds carry no barcode never loads it). ≈ 1 MB of wasm, ≈ 30 ms to instantiate.
 */
function prepareOnce(): void {
  if (prepared) return;
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
  prepared = true;
}

/**
 * The symbols of the given symbologies zxing finds in an image, at most one of each. `Plain` text mode keeps
 * the AAMVA separators (LF, RS, CR) as the characters they are. zxing already tries the image turned by
 * quarter turns and inverted; small tilts are the caller's (see decodeBarcodes).
 */
export async function readSymbols(image: RgbaImage, formats: readonly BarcodeFormat[]): Promise<DecodedBarcode[]> {
  prepareOnce();
  const results = await readBarcodes(
    { data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height },
    { formats: formats.map((f) => ZXING_FORMATS[f]), textMode: 'Plain', tryHarder: true, maxNumberOfSymbols: formats.length },
  );
  const found: DecodedBarcode[] = [];
  for (const result of results) {
    const format = FROM_ZXING[result.format];
    if (result.isValid && format && !found.some((f) => f.format === format)) found.push({ format, text: result.text });
  }
  return found;
}
