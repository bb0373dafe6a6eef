import type { Container } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import type { GatewayHttpClient } from '../../adapters/http/GatewayHttpClient.ts';
import { ErrorReporterInMemory } from '../../adapters/in-memory/ErrorReporterInMemory.ts';
import { ErrorReporterConsole } from '../../adapters/system/ErrorReporterConsole.ts';
import { KeyValueStoreInMemory } from '../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { KeyValueStoreLocalStorage } from '../../adapters/storage/KeyValueStoreLocalStorage.ts';
import type { KeyValueStore } from '../../core/shared/KeyValueStore.ts';
import type { ErrorReporter } from '../../core/shared/ErrorReporter.ts';
import { employerGateway, employerHttp, employerInMemory, employerUseCases } from '../employer/employerModules.ts';
import type { EmployerTestGateway } from '../employer/EmployerTestGateway.ts';
import { buildRoot, contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { offerLifecycleHttp, offerLifecycleInMemory, offerLifecycleUseCases } from '../offers/offerLifecycleModules.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { fixedRuntime, systemRuntime } from '../shared/sharedModules.ts';
import { uiState } from '../ui-state/uiStateModules.ts';
import { applicationsPanelHttp, applicationsPanelInMemory, applicationsPanelUseCases } from '../applications/applicationsPanelModules.ts';
import { PassiveWorldInMemory } from '../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { LogInMemory } from '../../adapters/in-memory/LogInMemory.ts';
import { LogConsole } from '../../adapters/system/LogConsole.ts';
import { socketUrl, type WebSocketConstructor } from '../../adapters/websocket/WebSocketLike.ts';
import { chatOverWebSocket } from '../chat/chatSocketModules.ts';
import { chatInMemory, conversationUseCases, employerChatTokensHttp } from '../chat/conversationModules.ts';
import { candidatesPanelHttp, candidatesPanelInMemory, candidatesPanelUseCases } from '../invitations/candidatesPanelModules.ts';
import { EmployerKeys } from '../employer/employerKeys.ts';
import { companyHttp, companyInMemory, companyUseCases } from '../employer/companyModules.ts';

/** The page's WebSocket where there is one (a browser tab); none on the server, where the panel never connects. */
const pageWebSocket = (): WebSocketConstructor | null => (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket ?? null;

/** The panel's passive candidates and chat over HTTP and the gateway's chat socket. */
const panelPassiveCandidates = (tenantId: string): ContextModule[] => [
  candidatesPanelHttp,
  employerChatTokensHttp,
  chatOverWebSocket(() => socketUrl(globalThis.location?.origin ?? 'http://localhost', tenantId, 'chat/socket'), pageWebSocket(), new LogConsole()),
  candidatesPanelUseCases,
  conversationUseCases(EmployerKeys.EmployerSessionCoordinator),
];

/** What the panel takes from the page it is on: the tenant and the page's gateway client (same origin, or in process on the server). */
export interface EmployerPanelSettings {
  readonly tenantId: string;
  readonly page: GatewayHttpClient;
}

/** What the panel keeps of the device: where errors go, and the local storage that holds the session hint. */
const panelDevice = (reporter: ErrorReporter, storage: KeyValueStore): ContextModule =>
  contextModule('employer.device', pick(SharedKeys, 'ErrorReporter', 'KeyValueStore'), (container) => {
    container.bind(SharedKeys.ErrorReporter).toConstantValue(reporter);
    container.bind(SharedKeys.KeyValueStore).toConstantValue(storage);
  });

/**
 * The employer panel's root (docs/architecture.md, "The employer panel"): built only by the
 * panel's route modules, so that nothing of the panel loads on candidate pages. Its own session
 * store and bearer (the employer's, in session storage), its own snackbars and confirmation dialog
 * (rendered by the panel's layout, in the panel's texts), over the page's gateway client.
 */
export const employerPanelModules = (settings: EmployerPanelSettings): readonly ContextModule[] => [
  systemRuntime(settings.tenantId),
  panelDevice(new ErrorReporterConsole(), new KeyValueStoreLocalStorage(() => globalThis.localStorage)),
  employerGateway(settings.page),
  employerHttp,
  offerLifecycleHttp,
  uiState(),
  employerUseCases,
  offerLifecycleUseCases,
  ...panelPassiveCandidates(settings.tenantId),
  ...[applicationsPanelHttp, applicationsPanelUseCases],
  ...[companyHttp, companyUseCases],
];

export const createEmployerPanelRoot = (settings: EmployerPanelSettings): Container => buildRoot(employerPanelModules(settings));

const panels = new WeakMap<GatewayHttpClient, Container>();

/**
 * The panel root of a page: one per page container (its gateway client), so one per browser tab
 * and one per server request, however often the panel's layout renders.
 */
export function employerPanelRootFor(settings: EmployerPanelSettings): Container {
  const known = panels.get(settings.page);
  if (known) return known;
  const root = createEmployerPanelRoot(settings);
  panels.set(settings.page, root);
  return root;
}

export interface EmployerPanelTestOptions {
  readonly gateway: EmployerTestGateway;
  readonly now: Date;
  readonly tenantId?: string;
  readonly scheduler?: SchedulerLike;
  readonly errors?: ErrorReporter;
  readonly storage?: KeyValueStore;
  /** The fake world of passive candidates and the chat, and the company the panel's bearer belongs to (default: 1 while logged in). */
  readonly passive?: { readonly world: PassiveWorldInMemory; readonly company?: () => number | null; readonly log?: LogInMemory };
}

/** The panel over a test's fake gateway, fixed time and the scheduler the test drives. */
export const employerPanelTestModules = (options: EmployerPanelTestOptions): readonly ContextModule[] => [
  fixedRuntime({ tenantId: options.tenantId ?? 'jobboard', now: options.now, ...(options.scheduler ? { scheduler: options.scheduler } : {}) }),
  panelDevice(options.errors ?? new ErrorReporterInMemory(), options.storage ?? new KeyValueStoreInMemory()),
  employerInMemory(options.gateway),
  offerLifecycleInMemory(options.gateway),
  uiState(),
  employerUseCases,
  offerLifecycleUseCases,
  ...panelPassiveCandidatesInMemory(options),
  ...[applicationsPanelInMemory(options.gateway), applicationsPanelUseCases],
  ...[companyInMemory(options.gateway), companyUseCases],
];

/** The panel's passive candidates and chat over a test's fake world. */
function panelPassiveCandidatesInMemory(options: EmployerPanelTestOptions): ContextModule[] {
  const world = options.passive?.world ?? new PassiveWorldInMemory();
  const company = options.passive?.company ?? (() => (options.gateway.bearer.get() === null ? null : 1));
  return [
    candidatesPanelInMemory(world, company),
    chatInMemory(world, 'employer', () => company()?.toString() ?? null, options.passive?.log ?? new LogInMemory()),
    candidatesPanelUseCases,
    conversationUseCases(EmployerKeys.EmployerSessionCoordinator),
  ];
}

export const createEmployerPanelTestRoot = (options: EmployerPanelTestOptions): Container => buildRoot(employerPanelTestModules(options));
