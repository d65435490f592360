import { toMrzLetters } from './matches-mrz-name';

/**
 * A printed name with its word breaks where the MRZ has them: OCR splits a long word ("HOLM BERG") or glues two
 * ("ANNAMARIA"), and the MRZ, which writes every space or hyphen of the name as a filler, says which breaks are
 * printed. A printed hyphen or space at an MRZ break is kept as printed; a space elsewhere is dropped; a break
 * the print lacks gets a space. Unchanged when the letters do not line up one for one.
 * e.g. spaceLikeMrz("HOLM BERG NOWAK", "HOLMBERG NOWAK") === "HOLMBERG NOWAK"
 */
export function spaceLikeMrz(printed: string, mrz: string): string {
  const breaks = new Set<number>();
  let letters = 0;
  for (const word of mrz.toUpperCase().split(/[^A-Z]+/).filter(Boolean)) {
    if (letters > 0) breaks.add(letters);
    letters += word.length;
  }
  if (toMrzLetters(printed).length !== letters) return printed;

  let out = '';
  let at = 0;
  let pendingSpace = false;
  for (const ch of printed) {
    const mapped = toMrzLetters(ch);
    if (!mapped) {
      if (/\s/.test(ch)) pendingSpace = true;
      else {
        // A hyphen or apostrophe is printed text, never OCR's doing; so is a space beside it at a break.
        if (pendingSpace && breaks.has(at)) out += ' ';
        out += ch;
        pendingSpace = false;
      }
      continue;
    }
    // At a break: the printed space, or one where the print has no separator at all (a hyphen is one).
    if (breaks.has(at) && (pendingSpace || !/[^\s\p{L}]$/u.test(out))) out += ' ';
    out += ch;
    at += mapped.length;
    pendingSpace = false;
  }
  return out;
}
