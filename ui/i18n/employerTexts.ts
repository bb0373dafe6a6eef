import type { Language } from '../../core/tenancy/Tenant.ts';
import { employerEn } from './en/employer.ts';
import type { EmployerMessages } from './pl/employer.ts';
import { employerPl } from './pl/employer.ts';

/**
 * The employer panel's texts of one language, for the panel's layout loader (server only): the page
 * gets them as loader data, so neither language's panel texts are in any browser bundle.
 */
export const employerTextsFor = (language: Language): EmployerMessages => (language === 'pl' ? employerPl : employerEn);
