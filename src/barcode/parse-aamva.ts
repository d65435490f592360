import type { AamvaData } from './types';
import { fillAamvaNames } from './fill-aamva-names';
import { readAamvaDate, type AamvaDateOrder } from './read-aamva-date';
import { aamvaProblems } from './aamva-problems';

/**
 * The file header: the compliance indicator and separators ("@", LF, RS, CR; scanners sometimes drop or swap
 * them, so only their number is bounded), the file type ("ANSI ", "AAMVA" before 2000), the issuer's IIN and
 * the version. e.g. "@\n\x1e\rANSI 636014100001DL00310228"
 */
const HEADER = /^[\s\S]{0,6}?(?:ANSI ?|AAMVA)(\d{6})(\d{2})/;
// One subfile designator: its type, then its offset and length, four digits each. e.g. "DL00310228"
const DESIGNATOR = /([A-Z]{2})(\d{4})(\d{4})/y;
const ELEMENT = /^([A-Z]{3})(.*)$/s;

/** Date elements (annex D): expiry, birth, issue, card revision, hazmat expiry, under 18/19/21 until. */
export const AAMVA_DATE_ELEMENTS: ReadonlySet<string> = new Set(['DBA', 'DBB', 'DBD', 'DDB', 'DDC', 'DDH', 'DDI', 'DDJ']);

interface Subfile {
  type: string;
  offset: number;
}

/**
 * Reads the text of a licence's PDF417 symbol as AAMVA DL/ID data, tolerant of what issuers and scanners do
 * to it: versions 0 to 10, a header without the jurisdiction version (version 1), offsets that do not point
 * at the subfile, elements ended by LF, CR or CR LF, padded values. Anything else is reported in `problems`
 * and leaves the data not `valid`, so that a reader falls back on the printed text.
 */
export function parseAamva(text: string): AamvaData {
  const header = HEADER.exec(text);
  if (!header) return { iin: '', version: -1, subfile: 'DL', elements: {}, valid: false, problems: ['no AAMVA header'] };
  const [, iin, versionText] = header;
  const version = Number(versionText);
  const designators = readDesignators(text, header[0].length, version);
  const subfile = findSubfile(text, designators);
  if (!subfile) return { iin, version, subfile: 'DL', elements: {}, valid: false, problems: ['no DL or ID subfile'] };

  const otherTypes = designators.list.map((d) => d.type).filter((t) => t !== subfile.type);
  const raw: Record<string, string> = {};
  for (const piece of subfile.body.split(/\r\n|\n|\r/)) {
    // The next subfile (a jurisdiction's "ZV...") begins: its type, then an element id.
    if (otherTypes.some((t) => piece.startsWith(t) && /^[A-Z]{3}/.test(piece.slice(t.length)))) break;
    const element = ELEMENT.exec(piece);
    if (element) raw[element[1]] ??= element[2].trim();
  }

  const problems: string[] = [];
  const elements = fillAamvaNames(raw);
  const order = dateOrder(version, elements.DCG);
  for (const id of AAMVA_DATE_ELEMENTS) {
    if (elements[id] === undefined) continue;
    const iso = readAamvaDate(elements[id], order);
    if (iso) elements[id] = iso;
    else {
      problems.push(`${id} is not a date`);
      delete elements[id];
    }
  }
  problems.push(...aamvaProblems(elements));
  return { iin, version, subfile: subfile.type, elements, valid: problems.length === 0, problems };
}

/**
 * The subfile designators after the header. From version 2 on, a jurisdiction version (two digits) comes
 * before the number of entries; some version 1 symbols carry it too, so both readings are tried.
 */
function readDesignators(text: string, at: number, version: number): { list: Subfile[]; end: number } {
  const attempts = version >= 2 ? [2, 0] : [0, 2];
  for (const skip of attempts) {
    const entries = Number(text.slice(at + skip, at + skip + 2));
    if (!/^\d{2}$/.test(text.slice(at + skip, at + skip + 2)) || entries < 1) continue;
    const list: Subfile[] = [];
    DESIGNATOR.lastIndex = at + skip + 2;
    for (let i = 0; i < entries; i++) {
      const match = DESIGNATOR.exec(text);
      if (!match) break;
      list.push({ type: match[1], offset: Number(match[2]) });
    }
    if (list.length === entries) return { list, end: DESIGNATOR.lastIndex };
  }
  return { list: [], end: at };
}

/**
 * The DL or ID subfile's elements, after its two-letter type: from where its designator's offset says when it
 * points there, else from the first place after the designators where the type is followed by an element id
 * (also when the designators could not be read). Its length is not trusted (issuers count it differently):
 * the elements end where the text or the next subfile begins.
 */
function findSubfile(text: string, designators: { list: Subfile[]; end: number }): { type: 'DL' | 'ID'; body: string } | null {
  const listed = designators.list.find((d) => d.type === 'DL' || d.type === 'ID');
  if (listed && listed.offset >= designators.end && text.startsWith(listed.type, listed.offset)) {
    return { type: listed.type as 'DL' | 'ID', body: text.slice(listed.offset + 2) };
  }
  const found = new RegExp(listed ? `${listed.type}(?=[A-Z]{3})` : '(?:DL|ID)(?=D[A-Z]{2})', 'g');
  found.lastIndex = designators.end;
  const match = found.exec(text);
  return match ? { type: match[0] as 'DL' | 'ID', body: text.slice(match.index + 2) } : null;
}

/** Version 1 wrote every date year first; later, US issuers write MMDDCCYY and Canadian ones CCYYMMDD. */
function dateOrder(version: number, country: string | undefined): AamvaDateOrder {
  if (version <= 1) return 'YMD';
  return country?.toUpperCase() === 'CAN' ? 'YMD' : 'MDY';
}
