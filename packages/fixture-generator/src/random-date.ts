import { CalendarDate } from './calendar-date';
import type { Rng } from './prng';

/** A uniformly drawn day between the first of `fromYear` and the end of `toYear`, never after `notAfter`. */
export function randomDate(rng: Rng, fromYear: number, toYear: number, notAfter?: CalendarDate): CalendarDate {
  for (;;) {
    const year = rng.int(fromYear, toYear);
    const month = rng.int(1, 12);
    const date = new CalendarDate(year, month, rng.int(1, CalendarDate.daysInMonth(year, month)));
    if (!notAfter || date.dayNumber() <= notAfter.dayNumber()) return date;
  }
}

/** A uniformly drawn day from `from` to `to`, both included. */
export function randomDateBetween(rng: Rng, from: CalendarDate, to: CalendarDate): CalendarDate {
  return CalendarDate.fromDayNumber(rng.int(from.dayNumber(), to.dayNumber()));
}
