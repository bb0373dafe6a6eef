import { companiesHttp, companiesUseCases } from '../../companies/companiesModules.ts';
import type { ContextModule } from '../../kernel/ContextModule.ts';

/** The company directory and company pages: their loaders run on the server, so the browser never attaches them. */
export const companyPageModules: readonly ContextModule[] = [companiesHttp, companiesUseCases];
