import styled from '@emotion/styled';
import type { SocialLink } from '../../../core/tenancy/Tenant.ts';
import { SocialIcon } from '../../components/Icon.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { pillControl } from '../../theme/controls.ts';

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    ${pillControl}
  }
`;

/** The tenant's social networks as round icon links, opened in a new tab (the footer, the side menu). */
export function SocialLinks({ links, className }: { readonly links: readonly SocialLink[]; readonly className?: string }) {
  const { t } = useTexts();
  if (links.length === 0) return null;
  return (
    <List aria-label={t('chrome.social')} className={className}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('chrome.socialLink', { network: t(`chrome.networks.${link.network}`) })}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </List>
  );
}
