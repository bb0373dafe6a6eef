// @vitest-environment jsdom
import { emptyOfferFields } from '../../../core/offers/lifecycle/OfferDraft.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EditorPage } from '../../../ui/features/employer/editor/EditorPage.tsx';
import { polyfillDialog } from '../listing/support/dialogPolyfill.ts';
import { renderPanel } from './renderPanel.tsx';

beforeAll(() => polyfillDialog());
afterEach(cleanup);

function Editor({ get }: { get: () => string }) {
  return <EditorPage slug={get()} language="en" />;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the offer editor', () => {
  it('saves the draft a second after the last keystroke (virtual time) and previews it as typed', async () => {
    let slug = '';
    const panel = renderPanel(
      '/employer/offers/x/edit',
      [{ path: '/employer/offers/:slug/edit', element: <Editor get={() => slug} /> }],
      (gateway) => {
        gateway.logIn();
        slug = 'draft-1';
        gateway.ledger.offers.set(slug, {
          draft: { ...emptyDraft(slug) },
          companyId: gateway.accounts.accounts.get('ada@example.com')?.profile.company.id ?? 0,
          token: 'x'.repeat(43),
          deleted: false,
        });
      },
    );
    await screen.findByTestId('offer-editor');
    type('panel-field-title', 'Senior Go Engineer');
    expect(screen.getByTestId('preview-title').textContent).toBe('Senior Go Engineer');
    expect(screen.getByTestId('autosave-status').getAttribute('data-state')).toBe('pending');
    await act(() => panel.time.advance(999));
    expect(panel.gateway.drafts.saved).toHaveLength(0);
    await act(() => panel.time.advance(1));
    await waitFor(() => expect(screen.getByTestId('autosave-status').getAttribute('data-state')).toBe('saved'));
    expect(panel.gateway.ledger.offers.get(slug)?.draft.title).toBe('Senior Go Engineer');
  });

  it('explains pay transparency for a contract without its range, and names malformed input in words', async () => {
    let slug = '';
    renderPanel('/employer/offers/x/edit', [{ path: '/employer/offers/:slug/edit', element: <Editor get={() => slug} /> }], (gateway) => {
      gateway.logIn();
      slug = 'draft-2';
      gateway.ledger.offers.set(slug, {
        draft: emptyDraft(slug),
        companyId: gateway.accounts.accounts.get('ada@example.com')?.profile.company.id ?? 0,
        token: 'x'.repeat(43),
        deleted: false,
      });
    });
    await screen.findByTestId('offer-editor');
    fireEvent.click(screen.getByTestId('add-employment-b2b'));
    expect(screen.getByTestId('pay-transparency-missing').textContent).toBe('The range is missing for: b2b.');
    type('panel-field-employmentTypes-0-from', '30 000');
    type('panel-field-employmentTypes-0-to', '20000');
    fireEvent.blur(screen.getByTestId('panel-field-employmentTypes-0-to'));
    await waitFor(() => expect(screen.getByText('“To” cannot be less than “from”.')).toBeTruthy());
    type('panel-field-applyEmail', 'not-an-address');
    fireEvent.blur(screen.getByTestId('panel-field-applyEmail'));
    await waitFor(() => expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy());
    expect(screen.getByTestId('panel-field-applyEmail').getAttribute('aria-invalid')).toBe('true');
  });
});

function emptyDraft(slug: string) {
  return {
    id: slug,
    slug,
    status: 'draft' as const,
    pricing_plan: 'standard',
    company_logo: null,
    ...emptyOfferFields(),
    company_name: 'Acme',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    published_at: null,
    expires_at: null,
    finished_at: null,
  };
}
