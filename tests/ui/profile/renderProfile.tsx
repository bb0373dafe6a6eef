import type { ReactNode } from 'react';
import type { ProfilesInMemory } from '../../../adapters/in-memory/profile/ProfilesInMemory.ts';
import type { OfferToMatch } from '../../../adapters/in-memory/profile/MatchedOffersInMemory.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { ProfileKeys } from '../../../composition/profile/profileKeys.ts';
import type { Tenant } from '../../../core/tenancy/Tenant.ts';
import type { ShellData } from '../../../ui/app/shellData.ts';
import { ConfirmDialogHost } from '../../../ui/features/ui-state/ConfirmDialogHost.tsx';
import { SnackbarStack } from '../../../ui/features/ui-state/SnackbarStack.tsx';
import { aCandidate, renderChrome } from '../chrome/support/renderChrome.tsx';

export const PASSWORD = 'correct horse battery';

export const shellOf = (tenant: Tenant): ShellData => ({
  tenant,
  language: 'en',
  colorMode: null,
  nonce: '',
  styleNonce: '',
  origin: 'http://localhost',
  candidateBase: '/candidate',
  currency: null,
  mapStyleUrl: null,
  liveChat: null,
  consentDecided: true,
  passiveBannerDismissed: false,
});

/**
 * A candidate portal page over the test root: a logged-in candidate (cand-1, known to the profile
 * fake with PASSWORD) unless `guest`, the page's dialogs and snackbars, and routes to come back to.
 */
export function renderProfilePage(
  page: (shell: ShellData) => ReactNode,
  options: { guest?: boolean; offers?: readonly OfferToMatch[]; path?: string } = {},
) {
  const candidate = aCandidate();
  const harness = renderChrome(
    (tenant) => (
      <>
        {page(shellOf(tenant))}
        <ConfirmDialogHost />
        <SnackbarStack />
      </>
    ),
    {
      session: options.guest ? 'guest' : aCandidate(),
      path: options.path ?? '/candidate/profile',
      extraRoutes: [
        {
          path: '/',
          element: (
            <>
              <p>Home page</p>
              <SnackbarStack />
            </>
          ),
        },
      ],
      ports: {
        profile: {
          offers: options.offers ?? [],
          candidates: [
            { id: candidate.id, email: candidate.email, password: PASSWORD, firstName: candidate.firstName, lastName: candidate.lastName },
          ],
        },
      },
    },
  );
  return { ...harness, profiles: resolve(harness.useCases, ProfileKeys.Profiles) as ProfilesInMemory };
}
