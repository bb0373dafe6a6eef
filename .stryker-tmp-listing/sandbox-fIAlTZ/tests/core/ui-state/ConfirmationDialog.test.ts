// @ts-nocheck
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ConfirmationDialog, confirmationDefaults } from '../../../core/ui-state/ConfirmationDialog.ts';
import { settle } from '../../support/virtualTime.ts';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('ConfirmationDialog', () => {
  it('opens with translation-key defaults and resolves true after confirm', async () => {
    const dialog = new ConfirmationDialog();

    const answer = dialog.confirm();
    expect(dialog.state).toEqual({
      header: confirmationDefaults.header,
      text: confirmationDefaults.text,
      confirmText: confirmationDefaults.confirmText,
      cancelText: confirmationDefaults.cancelText,
      confirmDisabled: false,
    });
    await dialog.accept();

    expect(await answer).toBe(true);
    expect(dialog.state).toBeNull();
  });

  it('disables the confirm button while the callback runs, then closes', async () => {
    const dialog = new ConfirmationDialog();
    const work = deferred();
    const answer = dialog.confirm({ header: 'alerts.delete.header', onConfirm: () => work.promise });

    const accepting = dialog.accept();
    expect(dialog.state?.confirmDisabled).toBe(true);
    expect(dialog.state?.header).toBe('alerts.delete.header');
    await dialog.accept();
    work.resolve();
    await accepting;

    expect(await answer).toBe(true);
    expect(dialog.state).toBeNull();
  });

  it('runs the callback once even if confirm is clicked twice', async () => {
    const dialog = new ConfirmationDialog();
    let runs = 0;
    const answer = dialog.confirm({ onConfirm: () => okAsync((runs += 1)) });

    await Promise.all([dialog.accept(), dialog.accept()]);

    expect(runs).toBe(1);
    expect(await answer).toBe(true);
  });

  it('cancel only closes: resolves false and never runs the callback', async () => {
    const dialog = new ConfirmationDialog();
    let ran = false;
    const answer = dialog.confirm({
      onConfirm: () => {
        ran = true;
      },
    });

    dialog.cancel();

    expect(await answer).toBe(false);
    expect(ran).toBe(false);
    expect(dialog.state).toBeNull();
  });

  it('stays open with the button enabled again when the callback fails', async () => {
    for (const failing of [() => Promise.reject(new Error('boom')), () => errAsync({ kind: 'network-failure' })]) {
      const dialog = new ConfirmationDialog();
      let settled = false;
      void dialog.confirm({ onConfirm: failing }).then(() => (settled = true));

      await dialog.accept();
      await settle();

      expect(dialog.state?.confirmDisabled).toBe(false);
      expect(settled).toBe(false);
      dialog.cancel();
    }
  });

  it('a new confirmation replaces an open one, which resolves false', async () => {
    const dialog = new ConfirmationDialog();
    const first = dialog.confirm({ text: 'first' });
    const second = dialog.confirm({ text: 'second' });

    expect(await first).toBe(false);
    expect(dialog.state?.text).toBe('second');
    await dialog.accept();
    expect(await second).toBe(true);
  });
});
