/**
 * A document side described as data: positions in millimetres from its top-left corner, so a layout can be
 * written straight from a specimen's measurements. The renderer turns it into SVG at a fixed resolution.
 */
export interface CardSpec {
  /** ID-1 cards are 85.6 × 53.98 mm; TD3 passport pages 125 × 88 mm. */
  widthMm: number;
  heightMm: number;
  /** Corner radius (3.18 mm on ID-1). */
  cornerMm?: number;
  background: CardBackground;
  elements: CardElement[];
}

export interface CardBackground {
  /** Gradient from top-left to bottom-right. */
  paper: [string, string];
  /** Guilloche line colour, close to the paper; none when absent. */
  pattern?: string;
}

export type FontName = 'sans' | 'serif' | 'mono' | 'ocrb' | 'thai' | 'arabic';

export interface TextElement {
  type: 'text';
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  /** Font size in mm (an ID-1 value is about 2.5-3 mm, a caption 1.5-2 mm). */
  size: number;
  bold?: boolean;
  font?: FontName;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Shrinks the text to fit this width (mm). */
  maxWidth?: number;
  /** Extra space between characters, mm. */
  letterSpacing?: number;
  /** Right-to-left script (Arabic): drawn with `direction="rtl"`. */
  rtl?: boolean;
  /** Degrees clockwise about (x, y): -90 for text printed up the card's edge. */
  rotate?: number;
}

/** A caption over (or left of) its value: the common shape of a printed field. */
export interface FieldElement {
  type: 'field';
  x: number;
  /** Baseline of the caption's first line. */
  y: number;
  /** Caption lines (bilingual captions are often two lines). */
  label: string[];
  /** Value lines. */
  value: string[];
  labelSize?: number;
  valueSize?: number;
  /** `below` (default): the value under the caption; `right`: on the caption's last line, after it. */
  placement?: 'below' | 'right';
  /** Gap between caption and value in mm for `right` placement. */
  gap?: number;
  valueBold?: boolean;
  font?: FontName;
  labelFont?: FontName;
  labelFill?: string;
  valueFill?: string;
  /** Value lines shrink to fit this width (mm). */
  maxWidth?: number;
  /** Right-to-left: x is the right edge, captions to the right of values. */
  rtl?: boolean;
}

export interface PhotoElement {
  type: 'photo';
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface RectElement {
  type: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  /** Corner radius, mm. */
  r?: number;
  opacity?: number;
  stroke?: string;
}

export interface SignatureElement {
  type: 'signature';
  x: number;
  /** Baseline of the scribble. */
  y: number;
  w?: number;
}

/** OCR-B lines at the ICAO pitch (2.54 mm per character), first line's baseline at `y`. */
export interface MrzElement {
  type: 'mrz';
  lines: string[];
  /** Left edge; centred on the side when absent. */
  x?: number;
  y: number;
  /** Line spacing, mm (TD1 about 4.2, TD3 about 6.8). */
  lineGap?: number;
}

/** A real, decodable barcode drawn by bwip-js. */
export interface BarcodeElement {
  type: 'barcode';
  format: 'pdf417' | 'qrcode' | 'code128' | 'datamatrix';
  data: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type CardElement = TextElement | FieldElement | PhotoElement | RectElement | SignatureElement | MrzElement | BarcodeElement;
