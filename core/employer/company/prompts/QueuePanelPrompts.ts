import type { ResultAsync } from 'neverthrow';
import type { KeyValueStore } from '../../../shared/KeyValueStore.ts';
import type { GatewayFailure } from '../../../shared/Failure.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { ModalQueue, QueuedModal } from '../../../ui-state/ModalQueue.ts';
import type { EmployerRole } from '../../EmployerProfile.ts';
import type { EmployerSessionCoordinator } from '../../session/EmployerSessionCoordinator.ts';
import type { EmployerCompany } from '../EmployerCompany.ts';
import { MARKETING_PROMO_ID, MARKETING_PROMO_KEY, panelPrompts } from './panelPrompts.ts';

/**
 * Queues the panel's prompts once the company is known (engagement.md 2): the modal queue shows the
 * best-ranked one (company-data, then company-profile, then marketing-promo) and the next when it
 * is closed. Answers the prompts queued. Fails with what LoadCompany fails with; nothing is queued then.
 */
export class QueuePanelPrompts implements UseCase<EmployerRole, readonly QueuedModal[], GatewayFailure> {
  constructor(
    private readonly company: EmployerCompany,
    private readonly coordinator: EmployerSessionCoordinator,
    private readonly modals: ModalQueue,
    private readonly device: KeyValueStore,
  ) {}

  execute(role: EmployerRole): ResultAsync<readonly QueuedModal[], GatewayFailure> {
    return this.coordinator
      .run(() => this.company.load())
      .map((company) => {
        const prompts = panelPrompts(role, company, this.device.get(MARKETING_PROMO_KEY) === MARKETING_PROMO_ID);
        for (const prompt of prompts) this.modals.enqueue(prompt);
        return prompts;
      });
  }
}
