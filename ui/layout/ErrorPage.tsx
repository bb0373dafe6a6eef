import styled from '@emotion/styled';
import { useTexts } from '../i18n/useTexts.ts';
import { Link } from 'react-router';

const Box = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
`;

export function ErrorPage({ status }: { status: number }) {
  const { t } = useTexts();
  const notFound = status === 404;
  return (
    <Box>
      <h1>{t(notFound ? 'errors.notFoundTitle' : 'errors.serverTitle')}</h1>
      <p>{t(notFound ? 'errors.notFoundBody' : 'errors.serverBody')}</p>
      <Link to="/">{t('common.backHome')}</Link>
    </Box>
  );
}
