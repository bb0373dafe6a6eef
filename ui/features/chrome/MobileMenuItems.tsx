import styled from '@emotion/styled';
import { menuEntryCss } from '../../components/menuButtonStyles.ts';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link, useLocation } from 'react-router';
import { isActiveMenuItem, menuItemKind, menuLabel, visibleMenuItems, withCookiesEntry } from '../../../core/tenancy/menuItems.ts';
import type { Language, MenuOption } from '../../../core/tenancy/Tenant.ts';
import { Icon, isIconName } from '../../components/Icon.tsx';
import { color } from '../../theme/tokens.ts';
import type { LiveChat } from '../chat/index.ts';
import { plainList } from '../../theme/controls.ts';

export interface MobileMenuItemsProps {
  readonly options: readonly MenuOption[];
  readonly language: Language;
  readonly mobile: boolean;
  /** The live-chat widget, when the page has one. */
  readonly liveChat: LiveChat | null;
  /** Opens the cookie settings (the externalCookies entry). */
  readonly onOpenCookies: () => void;
  /** Closes the menu (after the live chat opens). */
  readonly onClose: () => void;
  /** The cookies entry added when none of the shown entries is one (the side menu always has one). */
  readonly cookiesFallback?: MenuOption;
}

const List = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const entryCss = `
  ${menuEntryCss('large')}
  &[aria-current='page'] {
    background: ${color.background};
    color: ${color.primary};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${color.primary};
  }
`;

const EntryLink = styled(Link)`
  ${entryCss}
`;
const EntryAnchor = styled.a`
  ${entryCss}
`;
const EntryButton = styled.button`
  ${entryCss}
`;

const ItemIcon = ({ option }: { option: MenuOption }) => (isIconName(option.icon) ? <Icon name={option.icon} /> : null);

/**
 * The configured menu entries of the side menu (engagement.md, mobile menu items): the live-chat
 * entry only once chat is loaded (it opens chat and closes the menu), the external-cookies entry
 * (opens the cookie settings), hide-on-desktop entries only on mobile, static links with their
 * target, internal links highlighted while the address equals their url unless highlighting is off.
 */
export function MobileMenuItems({ options, language, mobile, liveChat, onOpenCookies, onClose, cookiesFallback }: MobileMenuItemsProps) {
  const { t } = useTexts();
  const location = useLocation();
  const visible = visibleMenuItems(options, { liveChatLoaded: liveChat?.loaded ?? false, mobile });
  const shown = cookiesFallback ? withCookiesEntry(visible, cookiesFallback) : visible;
  return (
    <List>
      {shown.map((option) => {
        const label = menuLabel(option, language);
        const testId = option.testKey ?? `menu-${option.id}`;
        const kind = menuItemKind(option);
        let entry: ReactNode;
        if (kind === 'livechat') {
          entry = (
            <EntryButton
              type="button"
              data-testid={testId}
              onClick={() => {
                liveChat?.open();
                onClose();
              }}
            >
              <ItemIcon option={option} />
              {label}
            </EntryButton>
          );
        } else if (kind === 'external-cookies') {
          entry = (
            <EntryButton type="button" data-testid={testId} onClick={onOpenCookies}>
              <ItemIcon option={option} />
              {label}
            </EntryButton>
          );
        } else if (kind === 'static-link') {
          const blank = option.target === '_blank';
          entry = (
            <EntryAnchor href={option.url} target={option.target} rel={blank ? 'noopener noreferrer' : undefined} data-testid={testId}>
              <ItemIcon option={option} />
              {label}
              {blank && <span className="visually-hidden"> {t('chrome.opensInNewTab')}</span>}
            </EntryAnchor>
          );
        } else {
          entry = (
            <EntryLink
              to={option.url}
              data-testid={testId}
              aria-current={isActiveMenuItem(option, location.pathname, location.search) ? 'page' : undefined}
            >
              <ItemIcon option={option} />
              {label}
            </EntryLink>
          );
        }
        return <li key={option.id}>{entry}</li>;
      })}
    </List>
  );
}
