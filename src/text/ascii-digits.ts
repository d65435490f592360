// Zero of each digit run read here; the nine that follow are contiguous in Unicode.
const DIGIT_ZEROS = [0x0660 /* Arabic-Indic ٠ */, 0x06f0 /* Persian ۰ */, 0x0e50 /* Thai ๐ */];

// e.g. "٠١٩", "۱۳۹۸", "๒๕๓๐"
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u0E50-\u0E59]/g;

// LRM, RLM and the Arabic letter mark, plus the embedding and isolate controls: invisible, but they split
// a date into pieces for anything that treats them as characters. e.g. "\u200F١٥/\u200F٠٣"
const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text with Eastern Arabic (U+0660–U+0669), Persian (U+06F0–U+06F9) and Thai (U+0E50–U+0E59) digits
 * turned into ASCII ones and the bidirectional marks removed; everything else is left as it is.
 * e.g. asciiDigits("٢٠١٩/٠٣/١٥") === "2019/03/15"; asciiDigits("๑๒ ม.ค. ๒๕๓๐") === "12 ม.ค. 2530"
 */
export function asciiDigits(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(OTHER_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) as number;
    return String(code - zero);
  });
}
