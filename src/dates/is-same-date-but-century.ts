/**
 * The same day, or the same day a century apart: the MRZ writes two-digit years, the visual zone often four, and
 * the printed century is the right one (a holder born in 1911 has MRZ year 11, which reads as 2011).
 * e.g. isSameDateButCentury("1923-05-17", "2023-05-17") === true
 */
export function isSameDateButCentury(printed: string, mrz: string): boolean {
  const a = /^(\d{4})-(\d{2}-\d{2})$/.exec(printed);
  const b = /^(\d{4})-(\d{2}-\d{2})$/.exec(mrz);
  return !!a && !!b && a[2] === b[2] && Number(a[1]) % 100 === Number(b[1]) % 100;
}
