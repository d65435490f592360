/** Prints data as JSON with --json, else as aligned `key: value` lines (a list as a table). */
export function printData(data: unknown, json: boolean, write: (s: string) => void = (s) => process.stdout.write(s)): void {
  if (json) {
    write(`${JSON.stringify(data, null, 2)}\n`);
    return;
  }
  if (Array.isArray(data)) {
    write(`${formatTable(data as Array<Record<string, unknown>>)}\n`);
    return;
  }
  const entries = Object.entries(data as Record<string, unknown>);
  const width = Math.max(0, ...entries.map(([k]) => k.length));
  write(`${entries.map(([k, v]) => `${k.padEnd(width)}  ${format(v)}`).join('\n')}\n`);
}

export function formatTable(rows: ReadonlyArray<Record<string, unknown>>): string {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const cells = rows.map((r) => columns.map((c) => format(r[c])));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]): string => values.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

function format(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
