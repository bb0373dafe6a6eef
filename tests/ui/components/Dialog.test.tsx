// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../ui/components/Dialog.tsx';
import { Drawer } from '../../../ui/components/Drawer.tsx';
import { createI18n } from '../../../ui/i18n/createI18n.ts';
import { polyfillDialog } from '../listing/support/dialogPolyfill.ts';

beforeAll(polyfillDialog);
afterEach(cleanup);

function Harness({ onClose, drawer = false }: { onClose: () => void; drawer?: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(true);
  const close = () => {
    setOpen(false);
    onClose();
  };
  const Surface = drawer ? Drawer : Dialog;
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setMounted(false)}>
        Unmount
      </button>
      {mounted && (
        <Surface open={open} onClose={close} title="Filters" testId="surface">
          <input aria-label="Inside" />
        </Surface>
      )}
    </I18nextProvider>
  );
}

const surface = () => screen.getByTestId('surface') as HTMLDialogElement;

describe('Dialog and Drawer', () => {
  for (const drawer of [false, true]) {
    const name = drawer ? 'Drawer' : 'Dialog';

    it(`${name}: opens as a modal named by its title, content rendered only while open`, () => {
      render(<Harness onClose={() => undefined} drawer={drawer} />);
      expect(surface().open).toBe(false);
      expect(screen.queryByLabelText('Inside')).toBeNull();
      fireEvent.click(screen.getByText('Open'));
      expect(surface().open).toBe(true);
      expect(surface().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Filters' }).id);
      expect(screen.getByLabelText('Inside')).toBeTruthy();
    });

    it(`${name}: the close button closes it, tells the owner and gives focus back to the opener`, () => {
      const onClose = vi.fn();
      render(<Harness onClose={onClose} drawer={drawer} />);
      const opener = screen.getByText('Open');
      opener.focus();
      fireEvent.click(opener);
      screen.getByLabelText('Inside').focus();
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
      expect(surface().open).toBe(false);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(opener);
    });

    it(`${name}: a click on the backdrop (the dialog element itself) closes it`, () => {
      const onClose = vi.fn();
      render(<Harness onClose={onClose} drawer={drawer} />);
      fireEvent.click(screen.getByText('Open'));
      act(() => fireEvent.click(surface()));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it(`${name}: unmounted while open, it closes and gives focus back`, () => {
      render(<Harness onClose={() => undefined} drawer={drawer} />);
      const opener = screen.getByText('Open');
      opener.focus();
      fireEvent.click(opener);
      const dialog = surface();
      act(() => fireEvent.click(screen.getByText('Unmount')));
      expect(dialog.open).toBe(false);
      expect(document.activeElement).toBe(opener);
    });
  }
});
