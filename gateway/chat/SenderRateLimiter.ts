/**
 * At most `max` messages per sender in any `windowMs` (a sliding window of send times), counted in
 * this process across every socket of the sender. A process only counts what it accepted itself:
 * a sender spread over two processes may send up to twice the limit, which still bounds a flood.
 */
export class SenderRateLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly limit: { readonly max: number; readonly windowMs: number }) {}

  /** Records a send and says whether it is allowed; a refused one is not recorded. */
  allow(sender: string, nowMs: number): boolean {
    const since = nowMs - this.limit.windowMs;
    const recent = (this.sent.get(sender) ?? []).filter((at) => at > since);
    if (recent.length >= this.limit.max) {
      this.sent.set(sender, recent);
      return false;
    }
    recent.push(nowMs);
    this.sent.set(sender, recent);
    return true;
  }

  /** Drops senders with nothing in the window (called now and then, so the map does not grow). */
  prune(nowMs: number): void {
    const since = nowMs - this.limit.windowMs;
    for (const [sender, times] of this.sent) if (times.every((at) => at <= since)) this.sent.delete(sender);
  }
}
