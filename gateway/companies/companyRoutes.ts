import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { brandStoryRoutes } from './routes/brandStoryRoutes.ts';
import { companiesScope } from './routes/companiesScope.ts';
import { dictionaryRoutes } from './routes/dictionaryRoutes.ts';
import { directoryRoutes } from './routes/directoryRoutes.ts';
import { profileRoutes } from './routes/profileRoutes.ts';

/**
 * The companies' part of the gateway (docs/companies.md): the directory, the carousel, company
 * profiles and their offers, brand stories, office markers, the companies' dictionaries and images.
 * Reads only; the employer panel's company-data and brand-story writes add their own routes.
 */
export async function companyRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const scope = companiesScope(app, deps);
  directoryRoutes(app, scope);
  profileRoutes(app, scope);
  brandStoryRoutes(app, scope);
  dictionaryRoutes(app, scope);
}
