// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolve } from '../../../composition/kernel/provide.ts';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { ConfirmDialogHost } from '../../../ui/features/ui-state/ConfirmDialogHost.tsx';
import { renderChrome } from './support/renderChrome.tsx';

const dialog = () => screen.getByTestId('confirm-dialog') as HTMLDialogElement;

describe('confirmation dialog', () => {
  afterEach(cleanup);

  it('is closed until asked', () => {
    renderChrome(() => <ConfirmDialogHost />);
    expect(dialog().open).toBe(false);
    expect(dialog().children).toHaveLength(0);
  });

  it('opens with the translated defaults and resolves true after confirm', async () => {
    const harness = renderChrome(() => <ConfirmDialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = resolve(harness.useCases, UiStateKeys.ConfirmationDialog).confirm();
    });
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(within(dialog()).getByRole('heading', { name: 'Are you sure?' })).toBeTruthy();
    expect(within(dialog()).getByText('This cannot be undone.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog()).getByTestId('confirm-accept'));
    });
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(dialog().open).toBe(false));
  });

  it('disables confirm while the callback runs, then closes', async () => {
    const harness = renderChrome(() => <ConfirmDialogHost />);
    let finish: () => void = () => undefined;
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = resolve(harness.useCases, UiStateKeys.ConfirmationDialog).confirm({
        header: 'Delete this alert?',
        confirmText: 'Delete',
        onConfirm: () => new Promise<void>((resolve) => (finish = resolve)),
      });
    });
    await waitFor(() => expect(dialog().open).toBe(true));
    const confirm = within(dialog()).getByRole('button', { name: 'Delete' });
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(dialog().open).toBe(true);
    await act(async () => finish());
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(dialog().open).toBe(false));
  });

  it('cancel, the close button and closing the dialog (Esc) resolve false', async () => {
    const harness = renderChrome(() => <ConfirmDialogHost />);
    const confirmation = resolve(harness.useCases, UiStateKeys.ConfirmationDialog);
    for (const close of [
      () => fireEvent.click(within(dialog()).getByTestId('confirm-cancel')),
      () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' })),
      // What the browser does on Esc for a modal <dialog>: it closes it.
      () => dialog().close(),
    ]) {
      let answer: Promise<boolean> = Promise.resolve(true);
      act(() => {
        answer = confirmation.confirm();
      });
      await waitFor(() => expect(dialog().open).toBe(true));
      await act(async () => close());
      await expect(answer).resolves.toBe(false);
      await waitFor(() => expect(dialog().open).toBe(false));
    }
  });
});
