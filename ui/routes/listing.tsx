import styled from '@emotion/styled';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/listing';

const Page = styled.section`
  max-width: 1096px;
  margin: 0 auto;
  padding: 32px 16px;
`;

const LIST_PREFIXES = ['oferty-pracy', 'job-offers'];

export function loader({ params }: Route.LoaderArgs) {
  const first = (params['*'] ?? '').split('/')[0] ?? '';
  if (!LIST_PREFIXES.includes(first)) throw data(null, { status: 404 });
  return null;
}

export default function Listing() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('listing.title')}</h1>
    </Page>
  );
}
