import { EmployerApplicationsHttp } from '../../adapters/http/applications/EmployerApplicationsHttp.ts';
import { ApplicationLedgerInMemory } from '../../adapters/in-memory/applications/ApplicationLedgerInMemory.ts';
import { EmployerApplicationsInMemory } from '../../adapters/in-memory/applications/EmployerApplicationsInMemory.ts';
import { callerOf } from '../../adapters/in-memory/offers/OfferLedgerInMemory.ts';
import { ChangeApplicationStatus } from '../../core/applications/panel/ChangeApplicationStatus.ts';
import { DeleteApplication } from '../../core/applications/panel/DeleteApplication.ts';
import { DownloadApplicationCv } from '../../core/applications/panel/DownloadApplicationCv.ts';
import { ListEmployerApplications } from '../../core/applications/panel/ListEmployerApplications.ts';
import { employerHttpAdapterDeps, EmployerKeys } from '../employer/employerKeys.ts';
import type { EmployerTestGateway } from '../employer/EmployerTestGateway.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideEach } from '../kernel/provide.ts';
import { ApplicationsPanelKeys as K } from './applicationsKeys.ts';

/** The panel's use cases over the company's applications, each through the employer's session coordinator. */
export const applicationsPanelUseCases: ContextModule = contextModule(
  'applications.panelUseCases',
  pick(K, 'ListEmployerApplications', 'ChangeApplicationStatus', 'DeleteApplication', 'DownloadApplicationCv'),
  (container) => {
    const deps = [K.EmployerApplications, EmployerKeys.EmployerSessionCoordinator] as const;
    provideEach(container, K, deps, { ListEmployerApplications, ChangeApplicationStatus, DeleteApplication, DownloadApplicationCv });
  },
);

/** The company's applications over the panel's client (the employer's bearer). */
export const applicationsPanelHttp: ContextModule = adapterModule('applications.panelHttp', K, employerHttpAdapterDeps, {
  EmployerApplications: EmployerApplicationsHttp,
});

const ledgers = new WeakMap<EmployerTestGateway, ApplicationLedgerInMemory>();

/** The applications ledger behind a panel test's fake gateway, for the test to fill before it renders. */
export function panelApplicationsLedger(gateway: EmployerTestGateway): ApplicationLedgerInMemory {
  let ledger = ledgers.get(gateway);
  if (!ledger) {
    ledger = new ApplicationLedgerInMemory(() => new Date());
    ledgers.set(gateway, ledger);
  }
  return ledger;
}

/** The company's applications in memory, answering the panel's employer bearer as the gateway would. */
export const applicationsPanelInMemory = (gateway: EmployerTestGateway): ContextModule =>
  contextModule('applications.panelInMemory', pick(K, 'EmployerApplications'), (container) => {
    const caller = callerOf(gateway.accounts, () => gateway.bearer.get());
    container.bind(K.EmployerApplications).toConstantValue(new EmployerApplicationsInMemory(panelApplicationsLedger(gateway), caller));
  });
