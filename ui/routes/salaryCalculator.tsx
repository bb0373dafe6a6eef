import styled from '@emotion/styled';
import { useTexts } from '../i18n/useTexts.ts';

const Page = styled.section`
  max-width: 1096px;
  margin: 0 auto;
  padding: 32px 16px;
`;

/** The spec gives this page its route only; its content is not shown. */
export default function SalaryCalculator() {
  const { t } = useTexts();
  return (
    <Page>
      <h1>{t('salaryCalculator.title')}</h1>
      <p>{t('common.comingSoon')}</p>
    </Page>
  );
}
