/** A cell: numbers are right-aligned and shown with `digits` decimals, text is left-aligned. */
export type Cell = string | number | null;

export interface Table {
  title: string;
  columns: string[];
  rows: Cell[][];
  /** Decimals per numeric column (one number for all); 0 by default. */
  digits?: number | number[];
  /** Lines printed under the table: units, caveats. */
  notes?: string[];
}

/** Renders a table as plain aligned text, the form a terminal or a pasted report reads best. */
export function formatTable(table: Table): string {
  const digitsOf = (i: number): number => (Array.isArray(table.digits) ? (table.digits[i] ?? 0) : (table.digits ?? 0));
  const text = table.rows.map((row) => row.map((cell, i) => formatCell(cell, digitsOf(i))));
  const widths = table.columns.map((c, i) => Math.max(c.length, ...text.map((row) => (row[i] ?? '').length)));
  const numeric = table.columns.map((_, i) => table.rows.length > 0 && table.rows.every((row) => typeof row[i] === 'number' || row[i] === null));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [table.title, line(table.columns), widths.map((w) => '-'.repeat(w)).join('  '), ...text.map(line)];
  for (const note of table.notes ?? []) out.push(`  ${note}`);
  return out.join('\n');
}

function formatCell(cell: Cell, digits: number): string {
  if (cell === null) return '-';
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell.toFixed(digits) : '-';
  return cell;
}
