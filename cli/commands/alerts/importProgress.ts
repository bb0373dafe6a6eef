import { SingleBar } from 'cli-progress';
import type { CliIo } from '../../CliIo.ts';

export interface ImportProgress {
  /** One more row settled. */
  readonly advance: () => void;
  readonly stop: () => void;
}

/** A progress bar on stderr while rows are imported, only when stderr is a terminal and there is something to count. */
export function importProgress(io: CliIo, total: number): ImportProgress {
  if (io.stderrIsTTY !== true || total === 0) return { advance: () => undefined, stop: () => undefined };
  const bar = new SingleBar({
    format: 'importing [{bar}] {value}/{total} rows | {duration_formatted} | ETA {eta_formatted}',
    hideCursor: true,
    stream: terminalOf(io),
    fps: 10,
  });
  bar.start(total, 0);
  let done = 0;
  return { advance: () => bar.update(++done), stop: () => bar.stop() };
}

/**
 * The bar writes to a stream and moves the cursor with readline's escape codes, which only call
 * `write`: this one writes through the CliIo seam.
 */
function terminalOf(io: CliIo): NodeJS.WritableStream {
  const terminal = {
    isTTY: true,
    columns: io.stderrColumns,
    write: (text: string | Uint8Array) => {
      io.stderr(typeof text === 'string' ? text : Buffer.from(text).toString('utf8'));
      return true;
    },
  };
  return terminal as unknown as NodeJS.WritableStream;
}
