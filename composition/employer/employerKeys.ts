import type { GatewayHttpClient } from '../../adapters/http/GatewayHttpClient.ts';
import type { ConfirmEmployerEmail } from '../../core/employer/account/ConfirmEmployerEmail.ts';
import type { LoadEmployerProfile } from '../../core/employer/account/LoadEmployerProfile.ts';
import type { RequestEmployerPasswordReset } from '../../core/employer/account/RequestEmployerPasswordReset.ts';
import type { ResendConfirmation } from '../../core/employer/account/ResendConfirmation.ts';
import type { ResetEmployerPassword } from '../../core/employer/account/ResetEmployerPassword.ts';
import type { SignUpEmployer } from '../../core/employer/account/SignUpEmployer.ts';
import type { UpdateEmployerProfile } from '../../core/employer/account/UpdateEmployerProfile.ts';
import type { EmployerAuthentication } from '../../core/employer/EmployerAuthentication.ts';
import type { EmployerProfiles } from '../../core/employer/EmployerProfiles.ts';
import type { EmployerSessionCoordinator } from '../../core/employer/session/EmployerSessionCoordinator.ts';
import type { EmployerSessionStore } from '../../core/employer/session/EmployerSessionStore.ts';
import type { LogInEmployer } from '../../core/employer/session/LogInEmployer.ts';
import type { LogOutEmployer } from '../../core/employer/session/LogOutEmployer.ts';
import type { RefreshEmployerSession } from '../../core/employer/session/RefreshEmployerSession.ts';
import type { RestoreEmployerSession } from '../../core/employer/session/RestoreEmployerSession.ts';
import type { BearerTokenStore } from '../../core/session/BearerTokenStore.ts';
import { token } from '../kernel/Token.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';

/** The employer's account and session: bound only in the employer panel's root. */
export const EmployerKeys = {
  /** The gateway client of the panel: the employer's bearer, never the candidate's. */
  EmployerGateway: token<GatewayHttpClient>('employer.EmployerGateway'),
  EmployerBearerStore: token<BearerTokenStore>('employer.EmployerBearerStore'),
  EmployerAuthentication: token<EmployerAuthentication>('employer.EmployerAuthentication'),
  EmployerProfiles: token<EmployerProfiles>('employer.EmployerProfiles'),
  EmployerSessionStore: token<EmployerSessionStore>('employer.EmployerSessionStore'),
  EmployerSessionCoordinator: token<EmployerSessionCoordinator>('employer.EmployerSessionCoordinator'),
  SignUpEmployer: token<SignUpEmployer>('employer.SignUpEmployer'),
  ConfirmEmployerEmail: token<ConfirmEmployerEmail>('employer.ConfirmEmployerEmail'),
  ResendConfirmation: token<ResendConfirmation>('employer.ResendConfirmation'),
  LogInEmployer: token<LogInEmployer>('employer.LogInEmployer'),
  RefreshEmployerSession: token<RefreshEmployerSession>('employer.RefreshEmployerSession'),
  RestoreEmployerSession: token<RestoreEmployerSession>('employer.RestoreEmployerSession'),
  LogOutEmployer: token<LogOutEmployer>('employer.LogOutEmployer'),
  RequestEmployerPasswordReset: token<RequestEmployerPasswordReset>('employer.RequestEmployerPasswordReset'),
  ResetEmployerPassword: token<ResetEmployerPassword>('employer.ResetEmployerPassword'),
  LoadEmployerProfile: token<LoadEmployerProfile>('employer.LoadEmployerProfile'),
  UpdateEmployerProfile: token<UpdateEmployerProfile>('employer.UpdateEmployerProfile'),
} as const;

/** What an HTTP adapter of the panel takes, in order: the panel's gateway client (the employer's bearer) and the tenant. */
export const employerHttpAdapterDeps = [EmployerKeys.EmployerGateway, SharedKeys.TenantId] as const;
