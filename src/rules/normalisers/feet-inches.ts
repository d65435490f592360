// A height in inches as an AAMVA symbol writes it (DAU). e.g. "070 IN", "068 in"
const INCHES = /^\s*(\d{2,3})\s*IN\s*$/i;

/**
 * A height in inches written in feet and inches, as US licences print it: "5-10", or with the foot and inch
 * marks of the AAMVA card design ("5'-10\"") when `marked`. Any other text is returned unchanged, so that a
 * printed height read by OCR passes through. e.g. feetInches("070 IN", false) === "5-10"
 */
export function feetInches(value: string, marked: boolean): string {
  const match = INCHES.exec(value);
  if (!match) return value;
  const inches = Number(match[1]);
  const [feet, rest] = [Math.floor(inches / 12), String(inches % 12).padStart(2, '0')];
  return marked ? `${feet}'-${rest}"` : `${feet}-${rest}`;
}
