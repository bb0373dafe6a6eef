import { ExitCode } from './ExitCode.ts';

/**
 * Why a command failed, in the one shape the error path prints: a line on stderr (`jobboard: ` and
 * the message), the exit code, and with --json `{"error": {...json, message}}` on stdout.
 */
export interface CliFailure {
  /** The failure's kind and fields: core's failure value as it is, or the CLI's own kind. */
  readonly json: { readonly kind: string } & Readonly<Record<string, unknown>>;
  /** One line, without the `jobboard: ` prefix. */
  readonly message: string;
  readonly exitCode: ExitCode;
}

/** A failure of the CLI's own (bad input, no listing URL, set-up), not a use case's. */
export function cliFailure(
  kind: string,
  message: string,
  exitCode: ExitCode = ExitCode.failed,
  fields: Readonly<Record<string, unknown>> = {},
): CliFailure {
  return { json: { kind, ...fields }, message, exitCode };
}

/** What --json prints on stdout for a failure. */
export function failureJson(failure: CliFailure): string {
  return `${JSON.stringify({ error: { ...failure.json, message: failure.message } }, null, 2)}\n`;
}

/** Hostile input stays on one line of stderr, and not too long a one. */
export function oneLine(text: string): string {
  const flat = text.replace(/\p{Cc}/gu, ' ');
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

export const notAListingUrl = (input: string): CliFailure => cliFailure('not-a-listing-url', `not a listing URL: ${oneLine(input)}`);
