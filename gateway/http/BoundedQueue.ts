/** Thrown by `BoundedQueue.run` when every slot is busy and the waiting line is full. */
export class QueueFull extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('Too many searches are running. Try again in a moment.');
    this.name = 'QueueFull';
  }
}

/**
 * At most `concurrency` tasks at once and `maxWaiting` in line; one more is refused at once
 * (QueueFull) instead of queueing without end behind a busy database: the listing's uncached
 * searches go through one, so a flood of heavy searches meets a 429 with Retry-After, not a
 * growing wait for everyone.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly retryAfterSeconds = 1,
  ) {}

  get size(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull(this.retryAfterSeconds);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
