import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { companiesScope } from './routes/companiesScope.ts';
import { dictionaryRoutes } from './routes/dictionaryRoutes.ts';
import { directoryRoutes } from './routes/directoryRoutes.ts';
import { profileRoutes } from './routes/profileRoutes.ts';

/**
 * The companies' part of the gateway (docs/companies.md): the directory, the carousel, company
 * profiles and their offers, office markers, the companies' dictionaries and images. Reads only; the
 * employer panel's brand-story reads and writes and company data live in gateway/employer/company/.
 */
export async function companyRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const scope = companiesScope(app, deps);
  directoryRoutes(app, scope);
  profileRoutes(app, scope);
  dictionaryRoutes(app, scope);
}
