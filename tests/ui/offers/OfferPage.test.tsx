// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRoot } from '../../../composition/roots/testRoot.ts';
import { UseCaseProvider } from '../../../composition/react/UseCaseProvider.tsx';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import type { ShellData } from '../../../ui/app/shellData.ts';
import { createI18n } from '../../../ui/i18n/createI18n.ts';
import type { OfferDetail } from '../../../core/listing/Offer.ts';
import { OfferPage } from '../../../ui/features/offers/OfferPage.tsx';
import type { OfferPageData } from '../../../ui/features/offers/loadOffer.ts';
import { anOffer } from '../../core/listing/builders.ts';

afterEach(cleanup);

const shell: ShellData = {
  tenant: tenants[0]!,
  language: 'en',
  colorMode: null,
  nonce: 'n',
  styleNonce: 's',
  origin: 'http://jobboard.localhost',
  candidateBase: '/candidate',
  currency: null,
  mapStyleUrl: null,
  liveChat: null,
  consentDecided: true,
  passiveBannerDismissed: false,
};

/** The offer page under a root route that has the shell, as the app renders it. */
async function renderOffer(patch: Partial<OfferDetail>) {
  const offer = anOffer(patch);
  const data: OfferPageData = {
    kind: 'offer',
    language: 'en',
    offer,
    company: null,
    similar: { kind: 'ok', offers: [] },
    backTo: '/job-offers/all-locations',
    published: '3 November 2026',
    now: '2026-11-20T12:00:00Z',
    origin: 'http://jobboard.localhost',
    seo: { title: 't', description: 'd', canonical: 'c', alternates: { pl: 'p', en: 'e', 'x-default': 'p' } },
  };
  const container = createTestRoot({ tenants, now: new Date(data.now), ports: { offers: { offers: [offer] } } });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => shell,
      HydrateFallback: () => null,
      children: [{ path: '*', Component: () => <OfferPage data={data} /> }],
    },
  ]);
  render(
    <UseCaseProvider container={container}>
      <I18nextProvider i18n={createI18n('en')}>
        <Stub initialEntries={[`/job-offer/${offer.slug}`]} />
      </I18nextProvider>
    </UseCaseProvider>,
  );
  await screen.findByTestId('offer-page');
}

const longDescription = ['First paragraph. '.repeat(20).trim(), 'Second paragraph. '.repeat(20).trim(), 'Closing words.'].join('\n\n');

describe('the offer description: an excerpt with a more/less toggle', () => {
  it('shows the first 500 characters, keeps the rest in the page hidden, and toggles it', async () => {
    await renderOffer({ description: longDescription });
    const text = screen.getByTestId('truncated-text');
    const toggle = screen.getByTestId('truncated-toggle');
    expect(toggle.textContent).toBe('Show more');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(text.textContent).toContain('Closing words.');
    const visible = [...text.querySelectorAll('p')]
      .filter((p) => !p.hidden)
      .map((p) =>
        [...p.childNodes]
          .filter((node) => !(node instanceof HTMLElement && node.hidden))
          .map((node) => node.textContent)
          .join(''),
      );
    expect(visible.join('\n\n')).toBe(longDescription.slice(0, 500).replace(/\n+$/, ''));
    act(() => fireEvent.click(toggle));
    expect(toggle.textContent).toBe('Show less');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect([...text.querySelectorAll('[hidden]')]).toHaveLength(0);
    act(() => fireEvent.click(toggle));
    expect(text.querySelectorAll('[hidden]').length).toBeGreaterThan(0);
  });

  it('has no toggle for a text within the excerpt', async () => {
    await renderOffer({ description: 'A short description.' });
    expect(screen.queryByTestId('truncated-toggle')).toBeNull();
  });
});

describe('the employer’s fields where a candidate needs them', () => {
  it('shows the apply e-mail, the contact person, the consents asked and the information clause', async () => {
    await renderOffer({
      applyUrl: null,
      applyEmail: 'jobs@acme.example',
      contactName: 'Anna Nowak',
      contactEmail: 'anna@acme.example',
      contactPhone: '+48 600 100 200',
      informationClause: 'Acme processes your data to recruit.',
      futureConsent: { text: 'Keep my CV for future recruitment.', enabled: true },
      customConsent: { text: 'Not asked.', enabled: false },
    });
    expect(screen.getByTestId('apply').getAttribute('href')).toBe('mailto:jobs@acme.example');
    const applying = within(screen.getByTestId('offer-applying'));
    expect(applying.getByText('jobs@acme.example').getAttribute('href')).toBe('mailto:jobs@acme.example');
    expect(applying.getByTestId('offer-contact-name').textContent).toBe('Anna Nowak');
    expect(applying.getByText('+48 600 100 200').getAttribute('href')).toBe('tel:+48600100200');
    expect(applying.getByTestId('offer-consents').textContent).toBe('Keep my CV for future recruitment.');
    expect(applying.getByTestId('offer-information-clause').textContent).toBe('Acme processes your data to recruit.');
  });

  it('keeps the company’s apply address first, and shows nothing for an offer without employer fields', async () => {
    await renderOffer({ applyUrl: 'https://acme.example/apply', applyEmail: 'jobs@acme.example' });
    expect(screen.getByTestId('apply').getAttribute('href')).toBe('https://acme.example/apply');
    cleanup();
    await renderOffer({});
    expect(screen.queryByTestId('offer-applying')).toBeNull();
  });
});

describe('the publication day', () => {
  it('is the loader’s text, machine-readable beside it, so that hydration formats no date', async () => {
    await renderOffer({ publishedAt: '2026-11-03T08:00:00.000Z' });
    const time = screen.getByText('3 November 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-03T08:00:00.000Z');
  });
});
