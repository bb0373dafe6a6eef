import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { EmployerOffersHttp } from '../../../adapters/http/offers/EmployerOffersHttp.ts';
import { OfferDictionariesHttp } from '../../../adapters/http/offers/OfferDictionariesHttp.ts';
import { OfferDraftsHttp } from '../../../adapters/http/offers/OfferDraftsHttp.ts';
import { PaymentsHttp } from '../../../adapters/http/offers/PaymentsHttp.ts';
import { PrepaidCodesHttp } from '../../../adapters/http/offers/PrepaidCodesHttp.ts';
import { PricingPlansHttp } from '../../../adapters/http/offers/PricingPlansHttp.ts';
import { employer } from '../../gateway/employer/employerHarness.ts';
import { browserFetch, startLiveGateway, type LiveGateway } from '../employer/liveGateway.ts';
import { employerOffersContract } from './employerOffers.contract.ts';
import type { LifecyclePorts, LifecycleWorld } from './lifecycleWorld.ts';
import { offerDictionariesContract } from './offerDictionaries.contract.ts';
import { offerDraftsContract } from './offerDrafts.contract.ts';
import { paymentsContract } from './payments.contract.ts';
import { prepaidCodesContract } from './prepaidCodes.contract.ts';
import { pricingPlansContract } from './pricingPlans.contract.ts';

let gateway: LiveGateway | undefined;

beforeAll(async () => {
  gateway = await startLiveGateway();
}, 60_000);

afterAll(async () => {
  await gateway?.close();
});

const live = (): LiveGateway => {
  if (!gateway) throw new Error('the gateway is not up');
  return gateway;
};

function client(token: string | null): GatewayHttpClient {
  return new GatewayHttpClient(live().origin, browserFetch(), () => (token === null ? {} : { authorization: `Bearer ${token}` }));
}

function ports(token: string | null): LifecyclePorts {
  const http = client(token);
  return {
    drafts: new OfferDraftsHttp(http, 'jobboard'),
    offers: new EmployerOffersHttp(http, 'jobboard'),
    codes: new PrepaidCodesHttp(http, 'jobboard'),
    payments: new PaymentsHttp(http, 'jobboard'),
  };
}

/** Every suite against the real gateway on a socket: sign-ups through its routes, payments settled by the sandbox page's own form. */
const world: LifecycleWorld = {
  employer: async () => ports((await employer(live().harness)).token),
  guest: async () => ports(null),
  pricing: () => new PricingPlansHttp(client(null), 'jobboard'),
  dictionaries: () => new OfferDictionariesHttp(client(null), 'jobboard'),
  plan: 'standard',
  settle: async (paymentId, decision) => {
    const response = await fetch(`${live().origin}/payments/sandbox/${paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `decision=${decision === 'paid' ? 'pay' : 'decline'}`,
      redirect: 'manual',
    });
    if (response.status !== 303) throw new Error(`the sandbox answered ${response.status}`);
  },
};

offerDraftsContract('OfferDraftsHttp against the real gateway', world);
employerOffersContract('EmployerOffersHttp against the real gateway', world);
prepaidCodesContract('PrepaidCodesHttp against the real gateway', world);
paymentsContract('PaymentsHttp against the real gateway', world);
pricingPlansContract('PricingPlansHttp against the real gateway', world);
offerDictionariesContract('OfferDictionariesHttp against the real gateway', world);
