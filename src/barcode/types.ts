/** The symbologies a rules file can read; the names the rules DSL uses (`barcode: pdf417`). */
export const BARCODE_FORMATS = ['pdf417', 'qrcode'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** One symbol found in an image: its symbology and its text, exactly as encoded (separators kept). */
export interface DecodedBarcode {
  format: BarcodeFormat;
  text: string;
}

/**
 * The AAMVA DL/ID data of a North American licence's PDF417 symbol (AAMVA DL/ID Card Design Standard,
 * annex D), read from its text by parseAamva.
 */
export interface AamvaData {
  /** Issuer identification number of the jurisdiction, e.g. 636014 (California). */
  iin: string;
  /** Version of the standard the symbol follows: 0 (before DL/ID-2000) to 10 (2020). */
  version: number;
  /** The subfile read: DL (driver licence) or ID (identification card). */
  subfile: 'DL' | 'ID';
  /**
   * Data elements by their three-letter id (DAQ, DCS, DBB...), values trimmed. Dates are YYYY-MM-DD whatever
   * the order the symbol wrote them in; names are given as DCS (family), DAC (first), DAD (middle) and DCT
   * (given names: first and middle) whatever the version wrote (DAA full name, DCT); "NONE" in a name is absent.
   */
  elements: Readonly<Record<string, string>>;
  /** True when the data can be trusted over the printed text: see validateAamva. */
  valid: boolean;
  /** Why it is not valid, for tests and diagnostics (never field values). */
  problems: string[];
}
