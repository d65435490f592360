/** The day after a YYYY-MM-DD date, as YYYY-MM-DD. e.g. "2024-02-28" → "2024-02-29" */
export function dayAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
