// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyListItem } from '../../../core/companies/Company.ts';
import { CompanyCard } from '../../../ui/features/companies/CompanyCard.tsx';
import { FallbackImage, sizedImageUrl } from '../../../ui/features/companies/FallbackImage.tsx';
import { createI18n } from '../../../ui/i18n/createI18n.ts';
import { aCompany } from '../../contracts/companies/companyMother.ts';

afterEach(cleanup);

async function show(ui: ReactNode, language: 'pl' | 'en' = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => <I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider> }]);
  render(<Stub initialEntries={['/']} />);
  return screen.findByTestId(/company-card|picture/);
}

const card = (patch: Partial<CompanyListItem>, badges = true, language: 'pl' | 'en' = 'en') =>
  show(<CompanyCard company={{ ...aCompany(7), ...patch }} language={language} badges={badges} width={320} />, language);

describe('a company card', () => {
  it('links the company’s page in the page’s language and shows its type and open offers', async () => {
    const shown = await card({ offersCount: 5, companyType: 'startup', coverPhotoUrl: '/api/company-images/abc' });
    expect(within(shown).getByRole('link', { name: 'Company 7 Labs' })).toHaveProperty('pathname', '/company/company-7');
    expect(shown.textContent).toContain('Startup · 5 offers');
    cleanup();
    const polish = await card({ offersCount: 5 }, true, 'pl');
    expect(within(polish).getByRole('link')).toHaveProperty('pathname', '/firma/company-7');
    expect(polish.textContent).toContain('5 ofert');
  });

  it('hides the offer count at 0, and the badges without their flag', async () => {
    const shown = await card({ offersCount: 0, isTopCompany: true, isActivelyRecruiting: true }, false);
    expect(shown.textContent).not.toMatch(/offer/);
    expect(shown.textContent).not.toContain('Top company');
    cleanup();
    const flagged = await card({ isTopCompany: true, isActivelyRecruiting: true }, true);
    expect(
      within(flagged)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Top company', 'Actively recruiting']);
  });

  it('shows placeholders for a missing cover and logo, the logo’s with the initials', async () => {
    const shown = await card({ coverPhotoUrl: null, logoUrl: '' });
    expect(shown.querySelector('img')).toBeNull();
    expect(shown.querySelector('.cover-placeholder')).not.toBeNull();
    expect(shown.querySelector('.logo-placeholder')?.textContent).toBe('CL');
  });
});

describe('an image with fall-backs', () => {
  const picture = (src: string | null) =>
    show(<FallbackImage src={src} width={100} height={50} placeholder={<span data-testid="picture">placeholder</span>} />);

  it('asks our stored images for twice the width, and leaves other sites’ addresses alone', () => {
    expect(sizedImageUrl('/api/company-images/abc', 320)).toBe('/api/company-images/abc?w=640');
    expect(sizedImageUrl('https://cdn.example/x.png', 320)).toBe('https://cdn.example/x.png');
  });

  it('falls back from the sized image to the original, then to the placeholder', async () => {
    const Stub = createRoutesStub([
      {
        path: '*',
        Component: () => (
          <FallbackImage src="/api/company-images/abc" width={100} height={50} placeholder={<span data-testid="picture">placeholder</span>} />
        ),
      },
    ]);
    const { container } = render(<Stub initialEntries={['/']} />);
    const image = await waitFor(() => {
      const found = container.querySelector('img');
      if (!found) throw new Error('no image yet');
      return found;
    });
    expect(image.getAttribute('src')).toBe('/api/company-images/abc?w=200');
    fireEvent.error(image);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/company-images/abc');
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('picture').textContent).toBe('placeholder');
  });

  it('shows the placeholder when there is no image', async () => {
    expect((await picture(null)).textContent).toBe('placeholder');
  });
});
