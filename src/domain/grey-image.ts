/** One-channel 8-bit image, row by row (what sharp gives for `.greyscale().raw()`). */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}
