/** The two ways a command prints a value: JSON for scripts, aligned text for people. */
export function render<T>(value: T, json: boolean, human: (value: T) => string): string {
  return `${json ? JSON.stringify(value, null, 2) : human(value)}\n`;
}

/** A plain text table, columns padded to their widest cell; the last column is not padded. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  return lines.map((line) => formatRow(line, widths)).join('\n');
}

/** `key  value` lines with the values aligned, for one record. */
export function fields(entries: readonly (readonly [string, string | number])[]): string {
  const width = Math.max(0, ...entries.map(([key]) => key.length));
  return entries.map(([key, value]) => `${key.padEnd(width)}  ${value}`).join('\n');
}

function formatRow(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
    .join('  ')
    .trimEnd();
}
