import os from 'node:os';

type Alignment = 'left' | 'right';

/** A markdown table; numbers are the caller's to format. */
export function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>, align?: readonly Alignment[]): string {
  const rule = head.map((_, i) => (align?.[i] === 'right' ? '---:' : '---'));
  return [head, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The alignment of a table whose first `textColumns` columns name the row and whose other columns hold figures. */
export const textThenFigures = (textColumns: number, columns: number): Alignment[] =>
  Array.from({ length: columns }, (_, i) => (i < textColumns ? 'left' : 'right'));

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/** Date, Node version and the machine, so figures from different runs can be compared fairly. */
export function machineFacts(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on Node ${process.version}, ${os.platform()} ${os.release()}, ${cpus.length} cores (${model}), ${memory} GiB RAM.`;
}
