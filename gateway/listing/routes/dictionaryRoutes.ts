import type { FastifyInstance } from 'fastify';
import { requireTenant } from '../../http/tenantScope.ts';
import {
  categoryTree,
  cityList,
  currencyDictionary,
  employmentTypeDictionary,
  listingConfiguration,
  technologies,
  workplaceTypeDictionary,
} from '../listingDictionaries.ts';
import { languageValue, type RawQuery } from '../offerQuery.ts';
import { userPanel, type ListingScope } from './listingScope.ts';

/** The filter configuration and the dictionaries the filters offer, in the language asked for. */
export function dictionaryRoutes(app: FastifyInstance, listing: ListingScope): void {
  const { db, cached, reference, languageOf } = listing;
  const scoped = { preHandler: requireTenant };

  app.get(`${userPanel}/configuration`, scoped, async (request) => listingConfiguration(languageValue(request.query as RawQuery)));

  app.get('/:tenant/categories', scoped, async (request) => categoryTree(await reference(), request.tenant.id, languageOf(request)));
  app.get('/:tenant/cities', scoped, async (request) => cityList(await reference(), request.tenant, languageOf(request)));
  app.get('/:tenant/employment-types', scoped, async (request) => employmentTypeDictionary(languageOf(request)));
  app.get('/:tenant/workplace-types/unique', scoped, async (request) => workplaceTypeDictionary(languageOf(request)));
  app.get('/:tenant/currencies', scoped, async (request) => currencyDictionary(languageOf(request)));
  app.get('/:tenant/technologies', scoped, async (request) => {
    const tenantId = request.tenant.id;
    return cached('technologies', tenantId, null, () => technologies(db, tenantId));
  });
}
