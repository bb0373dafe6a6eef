import { BrandStoriesHttp } from '../../adapters/http/employer/company/BrandStoriesHttp.ts';
import { CompanyUsersHttp } from '../../adapters/http/employer/company/CompanyUsersHttp.ts';
import { EmployerCompanyHttp } from '../../adapters/http/employer/company/EmployerCompanyHttp.ts';
import { BrandStoriesInMemory } from '../../adapters/in-memory/employer/company/BrandStoriesInMemory.ts';
import { CompanyUsersInMemory } from '../../adapters/in-memory/employer/company/CompanyUsersInMemory.ts';
import { CompanyWorldInMemory } from '../../adapters/in-memory/employer/company/CompanyWorldInMemory.ts';
import { EmployerCompanyInMemory } from '../../adapters/in-memory/employer/company/EmployerCompanyInMemory.ts';
import { DismissMarketingPromo } from '../../core/employer/company/prompts/DismissMarketingPromo.ts';
import { QueuePanelPrompts } from '../../core/employer/company/prompts/QueuePanelPrompts.ts';
import { LoadBrandStory } from '../../core/employer/company/story/LoadBrandStory.ts';
import { LoadTechnologies } from '../../core/employer/company/story/LoadTechnologies.ts';
import { SaveBrandStory } from '../../core/employer/company/story/SaveBrandStory.ts';
import { InviteCompanyUser } from '../../core/employer/company/users/InviteCompanyUser.ts';
import { ListCompanyUsers } from '../../core/employer/company/users/ListCompanyUsers.ts';
import { RemoveCompanyUser } from '../../core/employer/company/users/RemoveCompanyUser.ts';
import { UpdateCompanyUser } from '../../core/employer/company/users/UpdateCompanyUser.ts';
import { LoadCompany } from '../../core/employer/company/LoadCompany.ts';
import { LoadIndustries } from '../../core/employer/company/LoadIndustries.ts';
import { UpdateBillingData } from '../../core/employer/company/UpdateBillingData.ts';
import { UpdateClauses } from '../../core/employer/company/UpdateClauses.ts';
import { UpdateCompanyData } from '../../core/employer/company/UpdateCompanyData.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, omit, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { UiStateKeys } from '../ui-state/uiStateKeys.ts';
import { CompanyKeys as K } from './companyKeys.ts';
import { employerHttpAdapterDeps, EmployerKeys } from './employerKeys.ts';
import type { EmployerTestGateway } from './EmployerTestGateway.ts';

const PORTS = ['EmployerCompany', 'CompanyUsers', 'BrandStories'] as const;

/** The company panel's use cases, each through the employer's session coordinator; the prompts into the panel's modal queue. */
export const companyUseCases: ContextModule = contextModule('employer.company.useCases', omit(K, ...PORTS), (container) => {
  const company = [K.EmployerCompany, EmployerKeys.EmployerSessionCoordinator] as const;
  const users = [K.CompanyUsers, EmployerKeys.EmployerSessionCoordinator] as const;
  const stories = [K.BrandStories, EmployerKeys.EmployerSessionCoordinator] as const;
  provideEach(container, K, company, { LoadCompany, UpdateCompanyData, UpdateBillingData, UpdateClauses });
  provideClass(container, K.LoadIndustries, LoadIndustries, [K.EmployerCompany]);
  provideEach(container, K, users, { ListCompanyUsers, InviteCompanyUser, UpdateCompanyUser, RemoveCompanyUser });
  provideEach(container, K, stories, { LoadBrandStory, SaveBrandStory });
  provideClass(container, K.LoadTechnologies, LoadTechnologies, [K.BrandStories]);
  provideClass(container, K.QueuePanelPrompts, QueuePanelPrompts, [...company, UiStateKeys.ModalQueue, SharedKeys.KeyValueStore]);
  provideClass(container, K.DismissMarketingPromo, DismissMarketingPromo, [UiStateKeys.ModalQueue, SharedKeys.KeyValueStore]);
});

/** The company's ports over the panel's client (the employer's bearer). */
export const companyHttp: ContextModule = adapterModule('employer.company.http', K, employerHttpAdapterDeps, {
  EmployerCompany: EmployerCompanyHttp,
  CompanyUsers: CompanyUsersHttp,
  BrandStories: BrandStoriesHttp,
});

const worlds = new WeakMap<EmployerTestGateway, CompanyWorldInMemory>();

/** The companies behind a panel test's fake gateway (over its accounts), for the test to arrange before it renders. */
export function panelCompanyWorld(gateway: EmployerTestGateway): CompanyWorldInMemory {
  let world = worlds.get(gateway);
  if (!world) {
    world = new CompanyWorldInMemory(gateway.accounts);
    worlds.set(gateway, world);
  }
  return world;
}

/** The company's ports in memory, answering the panel's employer bearer as the gateway would. */
export const companyInMemory = (gateway: EmployerTestGateway): ContextModule =>
  contextModule('employer.company.inMemory', pick(K, ...PORTS), (container) => {
    const world = panelCompanyWorld(gateway);
    const bearer = () => gateway.bearer.get();
    container.bind(K.EmployerCompany).toConstantValue(new EmployerCompanyInMemory(world, bearer));
    container.bind(K.CompanyUsers).toConstantValue(new CompanyUsersInMemory(world, bearer));
    container.bind(K.BrandStories).toConstantValue(new BrandStoriesInMemory(world, bearer));
  });
