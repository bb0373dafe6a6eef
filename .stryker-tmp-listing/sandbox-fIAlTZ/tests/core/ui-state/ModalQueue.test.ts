// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { ModalQueue, type QueuedModal } from '../../../core/ui-state/ModalQueue.ts';

describe('ModalQueue', () => {
  it('shows only the best-ranked queued modal: company-data, company-profile, marketing-promo', () => {
    const modals = new ModalQueue();
    const shown: (QueuedModal | null)[] = [];
    modals.current$.subscribe((modal) => shown.push(modal));

    modals.enqueue('marketing-promo');
    modals.enqueue('company-data');
    modals.enqueue('company-profile');
    modals.enqueue('company-data');
    modals.dequeue('company-data');
    modals.dequeue('company-profile');
    modals.dequeue('marketing-promo');

    expect(shown).toEqual([null, 'marketing-promo', 'company-data', 'company-profile', 'marketing-promo', null]);
  });

  it('removing a waiting modal leaves the shown one', () => {
    const modals = new ModalQueue();
    modals.enqueue('company-profile');
    modals.enqueue('marketing-promo');

    modals.dequeue('marketing-promo');

    expect(modals.current).toBe('company-profile');
  });
});
