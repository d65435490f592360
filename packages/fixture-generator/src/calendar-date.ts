/**
 * A plain calendar date (no time, no zone): passports print days, and `Date` would drag time zones in.
 */
export class CalendarDate {
  constructor(
    readonly year: number,
    readonly month: number, // 1-12
    readonly day: number,
  ) {
    if (month < 1 || month > 12 || day < 1 || day > CalendarDate.daysInMonth(year, month)) {
      throw new Error(`invalid date ${year}-${month}-${day}`);
    }
  }

  static daysInMonth(year: number, month: number): number {
    return new Date(Date.UTC(year, month, 0)).getUTCDate();
  }

  static fromDayNumber(dayNumber: number): CalendarDate {
    const date = new Date(dayNumber * 86_400_000);
    return new CalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }

  /** Days since 1970-01-01, for arithmetic and comparison. */
  dayNumber(): number {
    return Date.UTC(this.year, this.month - 1, this.day) / 86_400_000;
  }

  addDays(days: number): CalendarDate {
    return CalendarDate.fromDayNumber(this.dayNumber() + days);
  }

  /** Same day and month `years` later; 29 February falls back to the 28th, as passport offices do. */
  addYears(years: number): CalendarDate {
    const year = this.year + years;
    return new CalendarDate(year, this.month, Math.min(this.day, CalendarDate.daysInMonth(year, this.month)));
  }

  /** Whole years from this date to `other` (age on that day). */
  yearsUntil(other: CalendarDate): number {
    let years = other.year - this.year;
    if (other.month < this.month || (other.month === this.month && other.day < this.day)) years--;
    return years;
  }

  /** e.g. 1974-08-12 */
  iso(): string {
    return `${this.year}-${pad2(this.month)}-${pad2(this.day)}`;
  }

  /** MRZ form, e.g. 740812 */
  yymmdd(): string {
    return `${pad2(this.year % 100)}${pad2(this.month)}${pad2(this.day)}`;
  }
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
