/** A page (or a sheet of card sides) to photograph: RGBA PNG at its own size (12 px/mm for cards, 10 for the passport page), transparent around its edges. */
export interface PageSource {
  png: Buffer;
  width: number;
  height: number;
  /** Its scale: pixels per millimetre of the real document. */
  pxPerMm: number;
  /** The same page rendered `scale` times bigger from its vectors, for photos where it fills more pixels. */
  render(scale: number): Promise<Buffer>;
}
