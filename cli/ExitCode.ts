/** Documented exit codes: scripts branch on these, so they never change meaning. */
export const ExitCode = {
  ok: 0,
  /** The operation failed: the gateway could not be reached, refused, or answered something unexpected. */
  failed: 1,
  /** The command line itself was wrong: unknown command or option, missing or invalid value. */
  usage: 2,
  /** `alerts import`: some rows were imported or skipped, others refused or failed (each reported with its line). */
  partial: 3,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
