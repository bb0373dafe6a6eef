// @ts-nocheck
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';

/** Lets pending promise callbacks (ResultAsync chains) run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/**
 * Virtual time for code that mixes rxjs timers with promises: `advance(ms)` runs every timer due
 * within `ms`, letting promise chains settle between timers, so a retry scheduled by a resolved
 * promise still fires in the same advance. No real sleeps.
 */
export class VirtualTime {
  readonly scheduler = new VirtualTimeScheduler(VirtualAction, Number.POSITIVE_INFINITY);

  get now(): number {
    return this.scheduler.now();
  }

  async advance(ms: number): Promise<void> {
    const target = this.scheduler.frame + ms;
    await settle();
    for (;;) {
      const next = this.scheduler.actions[0];
      if (!next || next.delay > target) break;
      this.scheduler.maxFrames = next.delay;
      this.scheduler.flush();
      await settle();
    }
    this.scheduler.frame = target;
    this.scheduler.maxFrames = Number.POSITIVE_INFINITY;
  }
}
