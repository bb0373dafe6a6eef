// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { SnackbarQueue, type SnackbarRequest } from '../../../core/ui-state/SnackbarQueue.ts';
import { VirtualTime } from '../../support/virtualTime.ts';

const info = (message: string, extra: Partial<SnackbarRequest> = {}): SnackbarRequest => ({ message, variant: 'info', ...extra });

function queue() {
  const time = new VirtualTime();
  const snackbars = new SnackbarQueue(time.scheduler);
  const messages = () => snackbars.visible.map((snackbar) => snackbar.message);
  return { time, snackbars, messages };
}

describe('SnackbarQueue', () => {
  it('hides a snackbar 5 s after it appears', async () => {
    const { time, snackbars, messages } = queue();
    snackbars.show({ message: 'saved', variant: 'success', subMessage: 'details', testId: 'saved-snackbar' });

    await time.advance(4999);
    expect(snackbars.visible).toEqual([{ id: 1, message: 'saved', variant: 'success', subMessage: 'details', testId: 'saved-snackbar' }]);
    await time.advance(1);
    expect(messages()).toEqual([]);
  });

  it('shows at most 5; the sixth waits and gets its own 5 s once shown', async () => {
    const { time, snackbars, messages } = queue();
    for (const message of ['a', 'b', 'c', 'd', 'e']) snackbars.show(info(message));
    await time.advance(1000);
    snackbars.show(info('f'));

    expect(messages()).toEqual(['a', 'b', 'c', 'd', 'e']);
    await time.advance(4000);
    expect(messages()).toEqual(['f']);
    await time.advance(4999);
    expect(messages()).toEqual(['f']);
    await time.advance(1);
    expect(messages()).toEqual([]);
  });

  it('prevents duplicates (same message, sub-message and variant) visible or waiting', () => {
    const { snackbars, messages } = queue();

    expect(snackbars.show(info('x'))).toBe(1);
    expect(snackbars.show(info('x'))).toBeNull();
    expect(snackbars.show({ message: 'x', variant: 'error' })).toBe(2);
    expect(snackbars.show(info('x', { subMessage: 'more' }))).toBe(3);
    for (const message of ['p', 'q']) snackbars.show(info(message));
    expect(snackbars.show(info('waiting'))).toBe(6);
    expect(snackbars.show(info('waiting'))).toBeNull();

    expect(messages()).toEqual(['x', 'x', 'x', 'p', 'q']);
  });

  it('lets the same message show again once the first has gone', async () => {
    const { time, snackbars, messages } = queue();
    snackbars.show(info('x'));
    await time.advance(5000);

    snackbars.show(info('x'));

    expect(messages()).toEqual(['x']);
  });

  it('dismisses on demand, promoting the next waiting one, and cancels the timer', async () => {
    const { time, snackbars, messages } = queue();
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((message) => snackbars.show(info(message)));

    snackbars.dismiss(ids[0] ?? -1);

    expect(messages()).toEqual(['b', 'c', 'd', 'e', 'f']);
    await time.advance(5000);
    expect(messages()).toEqual([]);
  });

  it('supports the four variants', () => {
    const { snackbars } = queue();
    for (const variant of ['success', 'error', 'warning', 'info'] as const) snackbars.show({ message: 'm', variant });
    expect(snackbars.visible.map((snackbar) => snackbar.variant)).toEqual(['success', 'error', 'warning', 'info']);
  });
});
