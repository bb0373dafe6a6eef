import { EmployerAuthenticationHttp } from '../../adapters/http/employer/EmployerAuthenticationHttp.ts';
import { EmployerProfilesHttp } from '../../adapters/http/employer/EmployerProfilesHttp.ts';
import type { GatewayHttpClient } from '../../adapters/http/GatewayHttpClient.ts';
import { BearerTokenStoreSessionStorage } from '../../adapters/storage/BearerTokenStoreSessionStorage.ts';
import { ConfirmEmployerEmail } from '../../core/employer/account/ConfirmEmployerEmail.ts';
import { LoadEmployerProfile } from '../../core/employer/account/LoadEmployerProfile.ts';
import { RequestEmployerPasswordReset } from '../../core/employer/account/RequestEmployerPasswordReset.ts';
import { ResendConfirmation } from '../../core/employer/account/ResendConfirmation.ts';
import { ResetEmployerPassword } from '../../core/employer/account/ResetEmployerPassword.ts';
import { SignUpEmployer } from '../../core/employer/account/SignUpEmployer.ts';
import { UpdateEmployerProfile } from '../../core/employer/account/UpdateEmployerProfile.ts';
import { EmployerSessionCoordinator } from '../../core/employer/session/EmployerSessionCoordinator.ts';
import { EmployerSessionStore } from '../../core/employer/session/EmployerSessionStore.ts';
import { LogInEmployer } from '../../core/employer/session/LogInEmployer.ts';
import { LogOutEmployer } from '../../core/employer/session/LogOutEmployer.ts';
import { RefreshEmployerSession } from '../../core/employer/session/RefreshEmployerSession.ts';
import { RestoreEmployerSession } from '../../core/employer/session/RestoreEmployerSession.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provide, provideClass, provideEach } from '../kernel/provide.ts';
import { bearerHeaders } from '../shared/sharedModules.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { employerHttpAdapterDeps, EmployerKeys as K } from './employerKeys.ts';
import type { EmployerTestGateway } from './EmployerTestGateway.ts';

/** The employer's access token in the tab's session storage, under its own key (never the candidate's). */
export const EMPLOYER_BEARER_STORAGE_KEY = 'jobboard.employer.bearer';

/** The employer session's store, coordinator and use cases: one store per panel container (one per tab, one per request). */
export const employerUseCases: ContextModule = contextModule(
  'employer.useCases',
  pick(
    K,
    'EmployerSessionStore',
    'EmployerSessionCoordinator',
    'SignUpEmployer',
    'ConfirmEmployerEmail',
    'ResendConfirmation',
    'LogInEmployer',
    'RefreshEmployerSession',
    'RestoreEmployerSession',
    'LogOutEmployer',
    'RequestEmployerPasswordReset',
    'ResetEmployerPassword',
    'LoadEmployerProfile',
    'UpdateEmployerProfile',
  ),
  (container) => {
    provideClass(container, K.EmployerSessionStore, EmployerSessionStore, []);
    provideClass(container, K.EmployerSessionCoordinator, EmployerSessionCoordinator, [
      K.EmployerAuthentication,
      K.EmployerBearerStore,
      K.EmployerSessionStore,
      SharedKeys.KeyValueStore,
    ]);
    provideEach(container, K, [K.EmployerAuthentication], {
      SignUpEmployer,
      ConfirmEmployerEmail,
      ResendConfirmation,
      RequestEmployerPasswordReset,
      ResetEmployerPassword,
    });
    provideClass(container, K.LogInEmployer, LogInEmployer, [
      K.EmployerAuthentication,
      K.EmployerProfiles,
      K.EmployerSessionCoordinator,
      K.EmployerSessionStore,
    ]);
    provideClass(container, K.RefreshEmployerSession, RefreshEmployerSession, [K.EmployerSessionCoordinator]);
    provideClass(container, K.RestoreEmployerSession, RestoreEmployerSession, [
      K.EmployerSessionCoordinator,
      K.EmployerProfiles,
      K.EmployerBearerStore,
      K.EmployerSessionStore,
    ]);
    provideClass(container, K.LogOutEmployer, LogOutEmployer, [
      K.EmployerAuthentication,
      K.EmployerBearerStore,
      K.EmployerSessionCoordinator,
      SharedKeys.ErrorReporter,
    ]);
    provideClass(container, K.LoadEmployerProfile, LoadEmployerProfile, [K.EmployerProfiles, K.EmployerSessionCoordinator, K.EmployerSessionStore]);
    provideClass(container, K.UpdateEmployerProfile, UpdateEmployerProfile, [
      K.EmployerProfiles,
      K.EmployerSessionCoordinator,
      K.EmployerSessionStore,
    ]);
  },
);

/**
 * The panel's gateway client: the page's own (same origin in the browser, the in-process gateway
 * on the server) with the employer's bearer read at send time instead of the candidate's, and its
 * token store in session storage (on the server there is none: a render is always logged out).
 */
export const employerGateway = (page: GatewayHttpClient): ContextModule =>
  contextModule('employer.gateway', pick(K, 'EmployerGateway', 'EmployerBearerStore'), (container) => {
    container
      .bind(K.EmployerBearerStore)
      .toConstantValue(new BearerTokenStoreSessionStorage(() => globalThis.sessionStorage, EMPLOYER_BEARER_STORAGE_KEY));
    provide(container, K.EmployerGateway, [K.EmployerBearerStore], (bearer) => page.withHeaders(() => bearerHeaders(bearer)));
  });

/** The employer's account and profile ports over HTTP. */
export const employerHttp: ContextModule = adapterModule('employer.http', K, employerHttpAdapterDeps, {
  EmployerAuthentication: EmployerAuthenticationHttp,
  EmployerProfiles: EmployerProfilesHttp,
});

/** The employer's ports in memory, over a test's fake gateway (no gateway client: the fakes answer). */
export const employerInMemory = (gateway: EmployerTestGateway): ContextModule =>
  valuesModule('employer.inMemory', K, {
    EmployerAuthentication: gateway.authentication,
    EmployerProfiles: gateway.profiles,
    EmployerBearerStore: gateway.bearer,
  });
