// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const pause = '../../../ui/app/startUpPause.ts';

describe('the start-up pause', () => {
  it('ends the task that imports it: what that task queued runs before the modules after it', async () => {
    await import(pause);
    vi.resetModules();
    const ran: string[] = [];
    setTimeout(() => ran.push('queued task'), 0);
    void Promise.resolve().then(() => ran.push('microtask'));
    await import(pause);
    ran.push('modules after the pause');
    expect(ran).toEqual(['microtask', 'queued task', 'modules after the pause']);
  });
});
