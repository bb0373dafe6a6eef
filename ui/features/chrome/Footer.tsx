import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { ShellData } from '../shell/shellData.ts';
import { color, layout } from '../../theme/tokens.ts';

const Bar = styled.footer`
  border-top: 1px solid ${color.border};
  background: ${color.surface};
  margin-top: 48px;
`;

const Inner = styled.div`
  max-width: ${layout.footerMaxWidth}px;
  margin: 0 auto;
  padding: 24px 16px;
  color: ${color.muted};
`;

export function Footer({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('footer.label')}>
      <Inner>
        <p>{shell.tenant.tagline}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: shell.tenant.name })}</p>
      </Inner>
    </Bar>
  );
}
