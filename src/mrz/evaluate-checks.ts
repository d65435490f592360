import type { MrzLayout } from './formats';
import { isCheckOk } from './is-check-ok';
import { locateChecks, type CheckSite } from './locate-checks';
import type { MrzCheck } from './types';

/** Every check digit of `layout` evaluated on `lines` (which must already have the layout's shape). */
export function evaluateChecks(layout: MrzLayout, lines: readonly string[]): MrzCheck[] {
  return locateChecks(layout, lines).map((site) => ({ field: site.field, ok: isSiteOk(site, lines) }));
}

/** Whether one located check digit matches its characters in `lines`. */
export function isSiteOk(site: CheckSite, lines: readonly string[]): boolean {
  const value = site.value.map((cell) => lines[cell.line][cell.col]).join('');
  return isCheckOk(value, lines[site.digit.line][site.digit.col], site.blankAllowed);
}
