import { createInterface } from 'node:readline/promises';
import type { CliIo } from './CliIo.ts';

/** This process's side of the CliIo seam: its streams, environment and fetch. Only the launcher calls it. */
export function processIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    fetch: globalThis.fetch,
    stderrIsTTY: process.stderr.isTTY === true,
    ...(process.stderr.columns === undefined ? {} : { stderrColumns: process.stderr.columns }),
    stdinIsTTY: process.stdin.isTTY === true,
    readStdin: readStandardInput,
    ask: askOnTerminal,
  };
}

async function readStandardInput(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').trim();
}

async function askOnTerminal(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}
