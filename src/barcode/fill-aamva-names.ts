// "NONE" and "unavl" stand for a name the holder does not have, or the issuer did not record (annex D, D.12.5).
const NO_NAME = /^(NONE|UNAVL|UNAVAIL|UNAVAILABLE)$/i;
// Version 1's full name, family name first: "SMITH,JOHN,ALLEN" (some issuers write $ or @ between the parts).
const FULL_NAME_PARTS = /\s*[,$@]\s*/;

/**
 * The holder's names as DCS (family), DAC (first), DAD (middle) and DCT (given names, first and middle),
 * whatever the symbol's version wrote: version 1's DAA full name or DAB family name, versions 2-3's DCT
 * given names, or the separate elements of version 4 and later. A name the symbol does not hold stays absent.
 * e.g. { DAA: "SMITH,JOHN,ALLEN" } → { DAA: ..., DCS: "SMITH", DAC: "JOHN", DAD: "ALLEN", DCT: "JOHN ALLEN" }
 */
export function fillAamvaNames(elements: Record<string, string>): Record<string, string> {
  const out = { ...elements };
  for (const id of ['DCS', 'DAC', 'DAD', 'DCT', 'DAB']) if (out[id] !== undefined && NO_NAME.test(out[id])) delete out[id];
  if (out.DAA && FULL_NAME_PARTS.test(out.DAA)) {
    const [family, first, ...middle] = out.DAA.split(FULL_NAME_PARTS).filter((part) => part && !NO_NAME.test(part));
    if (family) out.DCS ??= family;
    if (first) out.DAC ??= first;
    if (middle.length) out.DAD ??= middle.join(' ');
  }
  if (out.DAB) out.DCS ??= out.DAB;
  if (out.DCT) {
    // Versions 2 and 3 write the given names in one element, first then middle, by a comma or a space.
    out.DCT = out.DCT.split(/\s*,\s*|\s+/).filter((part) => part && !NO_NAME.test(part)).join(' ');
    const [first, ...middle] = out.DCT.split(' ');
    if (first) out.DAC ??= first;
    if (middle.length) out.DAD ??= middle.join(' ');
    if (!out.DCT) delete out.DCT;
  }
  if (out.DAC && !out.DCT) out.DCT = [out.DAC, out.DAD].filter(Boolean).join(' ');
  return out;
}
