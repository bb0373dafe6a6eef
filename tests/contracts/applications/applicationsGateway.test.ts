import { afterAll, beforeAll } from 'vitest';
import { ApplicationHistoryHttp } from '../../../adapters/http/applications/ApplicationHistoryHttp.ts';
import { ApplicationsHttp } from '../../../adapters/http/applications/ApplicationsHttp.ts';
import { CandidateDocumentsHttp } from '../../../adapters/http/applications/CandidateDocumentsHttp.ts';
import { EmployerApplicationsHttp } from '../../../adapters/http/applications/EmployerApplicationsHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import {
  apply,
  applicant,
  boardOffer,
  candidate,
  confirmationToken,
  confirmedGuestApplication,
  employer,
} from '../../gateway/applications/applicationsHarness.ts';
import { startLiveGateway, type LiveGateway } from '../employer/liveGateway.ts';
import { applicationHistoryContract } from './applicationHistory.contract.ts';
import { applicationsContract } from './applications.contract.ts';
import { candidateDocumentsContract } from './candidateDocuments.contract.ts';
import { employerApplicationsContract } from './employerApplications.contract.ts';

let live: LiveGateway;
let external: string[] = [];
let externalSlug = '';

/** The whole server listening on a free port (multipart and raw bodies cross a real socket), with a few demo offers that apply elsewhere. */
beforeAll(async () => {
  live = await startLiveGateway();
  const rows = await live.harness.database.db
    .selectFrom('offers')
    .select(['id', 'slug'])
    .where('tenant_id', '=', 'jobboard')
    .orderBy('id')
    .limit(30)
    .execute();
  external = rows.map((row) => row.id);
  externalSlug = rows[0]?.slug ?? '';
}, 60_000);
afterAll(async () => live?.close());

const client = (token: string | null) =>
  new GatewayHttpClient(
    live.origin,
    (input, init) => fetch(input, init),
    () => (token === null ? {} : { authorization: `Bearer ${token}` }),
  );

applicationHistoryContract('ApplicationHistoryHttp against the real gateway', {
  fresh: async () => {
    const account = await candidate(live.harness);
    const board = await boardOffer(live.harness, await employer(live.harness));
    return {
      history: new ApplicationHistoryHttp(client(account.token), 'jobboard'),
      applications: new ApplicationsHttp(client(account.token), 'jobboard'),
      external,
      board,
      unknownOfferId: '00000000-0000-4000-8000-999999999999',
    };
  },
  withoutSession: async () => new ApplicationHistoryHttp(client(null), 'jobboard'),
});

applicationsContract('ApplicationsHttp against the real gateway', {
  fresh: async () => {
    const account = await candidate(live.harness);
    const board = await boardOffer(live.harness, await employer(live.harness));
    return {
      guest: new ApplicationsHttp(client(null), 'jobboard'),
      candidate: new ApplicationsHttp(client(account.token), 'jobboard'),
      documents: new CandidateDocumentsHttp(client(account.token), 'jobboard'),
      candidateId: account.id,
      board: { slug: board.slug, title: `Board ${board.marker} Engineer` },
      externalSlug,
      unknownSlug: 'no-such-offer-anywhere',
      tokenFor: (email) => confirmationToken(live.harness, email),
    };
  },
});

candidateDocumentsContract('CandidateDocumentsHttp against the real gateway', {
  fresh: async () => {
    const [account, other] = [await candidate(live.harness), await candidate(live.harness)];
    return { documents: new CandidateDocumentsHttp(client(account.token), 'jobboard'), candidateId: account.id, otherCandidateId: other.id };
  },
  withoutSession: async () => new CandidateDocumentsHttp(client(null), 'jobboard'),
});

employerApplicationsContract('EmployerApplicationsHttp against the real gateway', {
  fresh: async () => {
    const owner = await employer(live.harness);
    const other = await employer(live.harness);
    const offer = await boardOffer(live.harness, owner);
    return {
      employer: new EmployerApplicationsHttp(client(owner.token), 'jobboard'),
      otherCompany: new EmployerApplicationsHttp(client(other.token), 'jobboard'),
      offerSlug: offer.slug,
      submit: () => confirmedGuestApplication(live.harness, offer.slug),
      unconfirmed: async () => {
        const fields = applicant('waiting');
        await apply(live.harness.app, offer.slug, fields);
        return fields.email;
      },
    };
  },
  withoutSession: async () => new EmployerApplicationsHttp(client(null), 'jobboard'),
});
