/**
 * A server process's background work on timers. Each process runs its own; work that must happen
 * once across processes takes row locks itself (runDigests, deliverOutbox) or is harmless twice
 * (expiry, retention).
 */

export type JobLog = (event: Record<string, unknown>) => void;

export interface PeriodicTask {
  /** The log event of a run, and of a failed one with `-failed`. */
  readonly name: string;
  readonly everyMs: number;
  /** One run: what to log under `name`, or null when there is nothing to say. */
  readonly run: () => Promise<Record<string, unknown> | null>;
}

export interface PeriodicJobs {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs each task every `everyMs` until stopped. Runs of these tasks never overlap: a tick while one
 * runs is skipped. A failing run is logged and tried again at the next tick.
 */
export function startPeriodicJobs(tasks: readonly PeriodicTask[], log: JobLog): PeriodicJobs {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (task: PeriodicTask) => () => {
    if (running !== null || stopped) return;
    running = task
      .run()
      .then((summary) => (summary === null ? undefined : log({ event: task.name, ...summary })))
      .catch((error: unknown) => log({ event: `${task.name}-failed`, error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (running = null));
  };
  const timers = tasks.map((task) => setInterval(tick(task), task.everyMs));
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
