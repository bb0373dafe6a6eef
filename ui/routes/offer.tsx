import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Page = styled.section`
  max-width: 1096px;
  margin: 0 auto;
  padding: 32px 16px;
`;

export default function Offer() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('offer.title')}</h1>
    </Page>
  );
}
