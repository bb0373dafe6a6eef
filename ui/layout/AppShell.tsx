import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/useTexts.ts';
import { useMatches } from 'react-router';
import type { ShellData } from '../app/shellData.ts';
import { AlertListHosts } from '../features/alerts/list/AlertListHosts.tsx';
import { Header } from '../features/chrome/Header.tsx';
import { Footer } from '../features/chrome/Footer.tsx';
import { SideMenu } from '../features/chrome/SideMenu.tsx';
import { FavouritesPromptHost } from '../features/favourites/FavouritesPrompt.tsx';
import { AlertLinkHosts } from '../features/alerts/links/AlertLinkHosts.tsx';
import { PageBanners } from '../features/preferences/Banners.tsx';
import { CookieConsentHost } from '../features/preferences/CookieConsentHost.tsx';
import { AccountVerifiedDialog } from '../features/ui-state/AccountVerifiedDialog.tsx';
import { ConfirmDialogHost } from '../features/ui-state/ConfirmDialogHost.tsx';
import { ModalQueueHost } from '../features/ui-state/ModalQueueHost.tsx';
import { SnackbarStack } from '../features/ui-state/SnackbarStack.tsx';
import { HashTrackerBridge, SessionBootstrap } from './ChromeEffects.tsx';
import { SignedInPartsProvider } from './SignedInParts.tsx';
import { LiveChatStarter } from '../features/chat/LiveChatStarter.tsx';
import { LivechatProvider } from '../features/chat/LivechatProvider.tsx';
import { ModalProvider } from '../features/ui-state/ModalProvider.tsx';

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

/** The banners belong to the pages where people look for offers. */
const BANNER_ROUTES = new Set(['routes/home', 'routes/listing']);

/**
 * Header, main region and footer around every page, plus what the whole page shares: the side
 * menu, the favourites prompt, cookie consent, snackbars, the confirmation dialog, the modal queue
 * and the account-verified dialog. Hash-opened surfaces follow the HashTracker. The modal queue, the
 * live chat and a signed-in candidate's parts (the chat's connection among them) reach the page
 * through their providers (useModal, useLivechat, useSignedInParts).
 */
export function AppShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { t } = useTexts();
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.id ?? '';
  return (
    <ModalProvider>
      <LivechatProvider>
        <SignedInPartsProvider>
          <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
          {/*
          Early in the document, though fixed at the bottom: a page's deferred scripts run once the
          document is parsed, before its next paint, so a banner at the end of a long listing was
          painted only after them (it is the largest text of a phone's first screen).
        */}
          <CookieConsentHost />
          <Header shell={shell} />
          <Main id="main" tabIndex={-1}>
            {BANNER_ROUTES.has(leaf) && <PageBanners shell={shell} />}
            {children}
          </Main>
          <Footer shell={shell} />
          <SideMenu shell={shell} />
          <FavouritesPromptHost candidateBase={shell.candidateBase} />
          <AlertListHosts shell={shell} />
          <AccountVerifiedDialog />
          <AlertLinkHosts />
          <ConfirmDialogHost />
          <ModalQueueHost />
          <SnackbarStack />
          <HashTrackerBridge />
          <SessionBootstrap />
          <LiveChatStarter shell={shell} />
        </SignedInPartsProvider>
      </LivechatProvider>
    </ModalProvider>
  );
}
