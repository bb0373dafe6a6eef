import { ApplicationHistoryInMemory, type CandidateCaller } from '../../../adapters/in-memory/applications/ApplicationHistoryInMemory.ts';
import { ApplicationLedgerInMemory, type LedgerOffer } from '../../../adapters/in-memory/applications/ApplicationLedgerInMemory.ts';
import { ApplicationsInMemory } from '../../../adapters/in-memory/applications/ApplicationsInMemory.ts';
import { CandidateDocumentsInMemory } from '../../../adapters/in-memory/applications/CandidateDocumentsInMemory.ts';
import { EmployerApplicationsInMemory, type EmployerCaller } from '../../../adapters/in-memory/applications/EmployerApplicationsInMemory.ts';
import { pdfBytes } from '../../support/documentFiles.ts';
import { applicationHistoryContract } from './applicationHistory.contract.ts';
import { applicationsContract } from './applications.contract.ts';
import { candidateDocumentsContract } from './candidateDocuments.contract.ts';
import { employerApplicationsContract } from './employerApplications.contract.ts';

const CANDIDATE = '00000000-0000-4000-8000-0000000000c1';
const OTHER = '00000000-0000-4000-8000-0000000000c2';

/** A ledger whose clock moves a second per reading, so "newest first" is well defined, with 30 offers elsewhere and one on the board. */
function world() {
  let tick = 0;
  const ledger = new ApplicationLedgerInMemory(() => new Date(Date.UTC(2026, 10, 20) + ++tick * 1000));
  const external = Array.from({ length: 30 }, (_, index) =>
    ledger.addOffer({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      slug: `elsewhere-${index}`,
      title: `Elsewhere ${index}`,
      companyName: 'Demo',
      companyId: 1,
      onBoard: false,
    }),
  );
  const board: LedgerOffer = ledger.addOffer({
    id: '00000000-0000-4000-8000-00000000b0a4',
    slug: 'board-offer',
    title: 'Board Engineer',
    companyName: 'Acme',
    companyId: 7,
    onBoard: true,
  });
  return { ledger, external, board };
}

const as =
  (id: string | null | 'invalid'): CandidateCaller =>
  () =>
    id;

applicationHistoryContract('ApplicationHistoryInMemory', {
  fresh: async () => {
    const { ledger, external, board } = world();
    return {
      history: new ApplicationHistoryInMemory(ledger, as(CANDIDATE)),
      applications: new ApplicationsInMemory(ledger, as(CANDIDATE)),
      external: external.map((offer) => offer.id),
      board,
      unknownOfferId: '00000000-0000-4000-8000-999999999999',
    };
  },
  withoutSession: async () => new ApplicationHistoryInMemory(world().ledger, as(null)),
});

applicationsContract('ApplicationsInMemory', {
  fresh: async () => {
    const { ledger, external, board } = world();
    return {
      guest: new ApplicationsInMemory(ledger, as(null)),
      candidate: new ApplicationsInMemory(ledger, as(CANDIDATE)),
      documents: new CandidateDocumentsInMemory(ledger, as(CANDIDATE)),
      candidateId: CANDIDATE,
      board: { slug: board.slug, title: board.title },
      externalSlug: external[0]!.slug,
      unknownSlug: 'no-such-offer',
      tokenFor: async (email) => ledger.mails.filter((mail) => mail.to === email && mail.token).at(-1)?.token ?? '',
    };
  },
});

candidateDocumentsContract('CandidateDocumentsInMemory', {
  fresh: async () => ({ documents: new CandidateDocumentsInMemory(world().ledger, as(CANDIDATE)), candidateId: CANDIDATE, otherCandidateId: OTHER }),
  withoutSession: async () => new CandidateDocumentsInMemory(world().ledger, as(null)),
});

employerApplicationsContract('EmployerApplicationsInMemory', {
  fresh: async () => {
    const { ledger, board } = world();
    const employer: EmployerCaller = () => ({ companyId: board.companyId });
    const guest = new ApplicationsInMemory(ledger, as(null));
    let n = 0;
    const applyAsGuest = async () => {
      const email = `guest.${++n}@example.com`;
      await guest.apply({
        offerSlug: board.slug,
        fields: { name: 'Ada', email, message: '', futureConsent: false, customConsent: false },
        cv: { kind: 'file', file: { name: 'cv.pdf', bytes: pdfBytes() } },
        language: 'en',
      });
      return email;
    };
    return {
      employer: new EmployerApplicationsInMemory(ledger, employer),
      otherCompany: new EmployerApplicationsInMemory(ledger, () => ({ companyId: 99 })),
      offerSlug: board.slug,
      submit: async () => {
        const email = await applyAsGuest();
        const token = ledger.mails.find((mail) => mail.to === email)?.token ?? '';
        await guest.confirmEmail(token);
        return { id: ledger.applications.find((application) => application.email === email)!.id, email };
      },
      unconfirmed: applyAsGuest,
    };
  },
  withoutSession: async () => new EmployerApplicationsInMemory(world().ledger, () => null),
});
