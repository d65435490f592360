import type { RuleSet } from '../rules/types';
import type { PageOutcome, ReadAllowance } from './settle-page';

/**
 * An outline can be part of the document (a passport page's laminate, whose MRZ lies outside it) or another
 * thing on it: when what was read inside shows no document of the kind, or lacks the MRZ of a passport page,
 * the photo as it came is read too (`readWhole`), and the better reading kept: the wholePhoto pass.
 */
export async function keepBetterReading(rules: RuleSet, allowance: ReadAllowance, inside: PageOutcome, readWhole: () => Promise<PageOutcome>): Promise<PageOutcome> {
  if ((inside.found && (!mrzMayLieOutside(rules) || inside.mrz)) || allowance.exhausted()) return inside;
  const whole = await readWhole();
  return isBetterOutcome(whole, inside) ? whole : inside;
}

/** A reading that shows the document beats one that does not; then one with the kind's MRZ; then more fields. */
function isBetterOutcome(a: PageOutcome, b: PageOutcome): boolean {
  if (a.found !== b.found) return a.found;
  if (!!a.mrz !== !!b.mrz) return !!a.mrz;
  const filled = (o: PageOutcome): number => Object.values(o.extraction.fields).filter((v) => v !== '').length;
  return filled(a) > filled(b);
}

/**
 * Whether the kind's MRZ can lie outside the outline found around it: a passport page's (TD3) can, under or
 * beside its laminate; a card's (TD1, TD2, the French card's) is printed on the card itself, so a card found
 * without a readable MRZ is not read again whole for it (a motion-blurred card spent 2 s on that for nothing).
 */
function mrzMayLieOutside(rules: RuleSet): boolean {
  return !!rules.mrz?.formats.includes('TD3');
}
