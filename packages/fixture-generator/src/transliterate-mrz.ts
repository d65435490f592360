/**
 * ICAO 9303 part 3 (section 6) transliteration of Latin letters for the MRZ. Where the table allows two forms
 * (Ä → AE or A) the first, recommended one is used, which is also what Germany prints (MÜLLER → MUELLER).
 */
const TABLE: Record<string, string> = {
  À: 'A', Á: 'A', Â: 'A', Ã: 'A', Ä: 'AE', Å: 'AA', Æ: 'AE', Ç: 'C', Č: 'C', Ć: 'C',
  È: 'E', É: 'E', Ê: 'E', Ë: 'E', Ě: 'E', Ì: 'I', Í: 'I', Î: 'I', Ï: 'I', İ: 'I', Ð: 'D', Đ: 'D',
  Ñ: 'N', Ò: 'O', Ó: 'O', Ô: 'O', Õ: 'O', Ö: 'OE', Ø: 'OE', Ő: 'OE', Œ: 'OE', Ù: 'U', Ú: 'U', Û: 'U',
  Ü: 'UE', Ű: 'UE', Ý: 'Y', Ÿ: 'Y', Þ: 'TH', ß: 'SS', ẞ: 'SS', Ĳ: 'IJ', Ł: 'L', Š: 'S', Ş: 'S', Ž: 'Z',
  Ğ: 'G', Ř: 'R', Ą: 'A', Ę: 'E', Ś: 'S', Ń: 'N', Ź: 'Z', Ż: 'Z', Ă: 'A', Ș: 'S', Ț: 'T', Ţ: 'T', Ň: 'N', Ť: 'T',
  Ď: 'D', Ľ: 'L', Ĺ: 'L', Ŕ: 'R', Ů: 'U', Ā: 'A', Ē: 'E', Ī: 'I', Ū: 'U',
};

/**
 * Turns a printed name into MRZ characters: upper case, letters transliterated, spaces and hyphens become the
 * filler `<`, apostrophes, commas and dots are dropped (O'NEILL → ONEILL). e.g. "Maëlys, Anne" → "MAELYS<ANNE"
 */
export function transliterateMrz(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').toUpperCase()) {
    if (/[A-Z0-9]/.test(ch)) out += ch;
    else if (ch === ' ' || ch === '-') out += '<';
    else if (ch === "'" || ch === '’' || ch === ',' || ch === '.') continue;
    else if (TABLE[ch] !== undefined) out += TABLE[ch];
    else throw new Error(`no MRZ transliteration for ${JSON.stringify(ch)} in ${JSON.stringify(text)}`);
  }
  // "DE VRIES, Jan" style input can leave doubled fillers; one filler separates name parts.
  return out.replace(/<{2,}/g, '<').replace(/^<|<$/g, '');
}
