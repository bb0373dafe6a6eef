import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellData } from './shellData.ts';
import { Header } from '../chrome/Header.tsx';
import { Footer } from '../chrome/Footer.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  padding: 8px 12px;
  background: var(--color-surface);
  z-index: 100;
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

/** Header, main region and footer around every page. */
export function AppShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      <Header shell={shell} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer shell={shell} />
    </>
  );
}
