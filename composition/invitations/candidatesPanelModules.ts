import { EmployerCandidatesHttp } from '../../adapters/http/invitations/EmployerCandidatesHttp.ts';
import { EmployerCandidatesInMemory } from '../../adapters/in-memory/invitations/EmployerCandidatesInMemory.ts';
import type { PassiveWorldInMemory } from '../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { InviteCandidate } from '../../core/invitations/panel/InviteCandidate.ts';
import { LoadCandidateDetails } from '../../core/invitations/panel/LoadCandidateDetails.ts';
import { LoadSearchableOffers } from '../../core/invitations/panel/LoadSearchableOffers.ts';
import { SearchCandidates } from '../../core/invitations/panel/SearchCandidates.ts';
import { ShowCandidateCv } from '../../core/invitations/panel/ShowCandidateCv.ts';
import { employerHttpAdapterDeps, EmployerKeys } from '../employer/employerKeys.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { UiStateKeys } from '../ui-state/uiStateKeys.ts';
import { CandidatesPanelKeys as K } from './candidatesPanelKeys.ts';

/** The panel's candidate search, details, invitations and CV button, through the employer's session coordinator. */
export const candidatesPanelUseCases: ContextModule = contextModule(
  'invitations.panel.useCases',
  pick(K, 'LoadSearchableOffers', 'SearchCandidates', 'LoadCandidateDetails', 'InviteCandidate', 'ShowCandidateCv'),
  (container) => {
    const calls = [K.EmployerCandidates, EmployerKeys.EmployerSessionCoordinator] as const;
    provideEach(container, K, calls, { LoadSearchableOffers, SearchCandidates, LoadCandidateDetails });
    provideClass(container, K.InviteCandidate, InviteCandidate, [...calls, UiStateKeys.SnackbarQueue]);
    provideClass(container, K.ShowCandidateCv, ShowCandidateCv, [...calls, UiStateKeys.SnackbarQueue, SharedKeys.Scheduler]);
  },
);

/** The panel's candidate calls over its gateway client (the employer's bearer). */
export const candidatesPanelHttp: ContextModule = adapterModule('invitations.panel.http', K, employerHttpAdapterDeps, {
  EmployerCandidates: EmployerCandidatesHttp,
});

/** The panel's candidate calls over a test's fake world; `company` is the bearer's company. */
export const candidatesPanelInMemory = (world: PassiveWorldInMemory, company: () => number | null): ContextModule =>
  contextModule('invitations.panel.inMemory', pick(K, 'EmployerCandidates'), (container) => {
    container.bind(K.EmployerCandidates).toConstantValue(new EmployerCandidatesInMemory(world, company));
  });
