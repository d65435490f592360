/** What a licence's data cannot do without: the customer id (licence number), family name and birth date. */
const REQUIRED: Readonly<Record<string, string>> = { DAQ: 'customer id', DCS: 'family name', DBB: 'birth date' };

/**
 * Why AAMVA elements (dates already YYYY-MM-DD, names filled in) cannot be trusted over the printed text; none
 * means valid. PDF417's error correction makes a misread symbol rare, but a symbol that is not a licence's, or
 * an issuer's broken data, must not overrule what OCR read.
 */
export function aamvaProblems(elements: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [id, meaning] of Object.entries(REQUIRED)) if (!elements[id]) problems.push(`no ${meaning} (${id})`);
  // ISO dates compare as text.
  if (elements.DBB && elements.DBA && elements.DBA <= elements.DBB) problems.push('expiry (DBA) is not after birth (DBB)');
  if (elements.DBB && elements.DBD && elements.DBD < elements.DBB) problems.push('issue (DBD) is before birth (DBB)');
  return problems;
}
