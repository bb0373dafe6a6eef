import { applicationsHttp, applicationsUseCases } from '../../applications/applicationsModules.ts';
import type { ContextModule } from '../../kernel/ContextModule.ts';

/** Applying and the application history: the offer page, the history page, the profile's documents. */
export const applicationPageModules: readonly ContextModule[] = [applicationsHttp, applicationsUseCases];
