import styled from '@emotion/styled';
import { lazy, Suspense, useId, useState } from 'react';
import type { CompanyLocation } from '../../../core/companies/Company.ts';
import { Button } from '../../components/Button.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { color } from '../../theme/tokens.ts';

const OfficeMap = lazy(() => import('./OfficeMap.tsx').then((module) => ({ default: module.OfficeMap })));

const Section = styled.section`
  h2 {
    margin: 0 0 12px;
    font-size: 1.3rem;
  }
  ul {
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
  li {
    color: ${color.text};
  }
  li span {
    color: ${color.muted};
  }
`;

/** The company's offices as a list (the page's content) and, on request, on a map (a lazy chunk: no map code on first load). */
export function CompanyOffices({
  locations,
  companyName,
  styleUrl,
}: {
  locations: readonly CompanyLocation[];
  companyName: string;
  styleUrl: string | null;
}) {
  const { t } = useTexts();
  const id = useId();
  const [map, setMap] = useState(false);
  if (locations.length === 0) return null;
  return (
    <Section aria-labelledby={`${id}-heading`} data-testid="company-offices">
      <h2 id={`${id}-heading`}>{t('companies.page.locations')}</h2>
      <ul>
        {locations.map((location) => (
          <li key={`${location.citySlug}-${location.street}`}>
            <strong>{location.city}</strong> <span>{location.street}</span>
          </li>
        ))}
      </ul>
      {map ? (
        <Suspense fallback={null}>
          <OfficeMap locations={locations} label={t('companies.page.mapOf', { name: companyName })} styleUrl={styleUrl} />
        </Suspense>
      ) : (
        <Button type="button" onClick={() => setMap(true)} data-testid="company-show-map">
          {t('companies.page.showOnMap')}
        </Button>
      )}
    </Section>
  );
}
