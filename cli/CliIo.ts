/** Node's fetch as the CLI uses it (the HTTP adapters take the same shape). */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * What the CLI touches of the outside world, passed in so tests can run it in-process. Every byte
 * the CLI prints goes through `stdout` and `stderr`; only the launcher (processIo.ts) knows `process`.
 */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Environment;
  readonly fetch: FetchFunction;
  /** Whether stderr is a terminal (progress bars go there only then); absent: not one. */
  readonly stderrIsTTY?: boolean;
  /** The terminal's width behind stderr, for the progress bar; absent: 80. */
  readonly stderrColumns?: number;
  /** Whether stdin is a terminal (a command may then ask a yes/no question); absent: not one. */
  readonly stdinIsTTY?: boolean;
  /** The whole of standard input, trimmed ('' when it is a terminal); absent: empty. */
  readonly readStdin?: () => Promise<string>;
  /** Asks a yes/no question on the terminal; absent: there is no one to ask. */
  readonly ask?: (question: string) => Promise<boolean>;
}
