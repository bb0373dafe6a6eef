/**
 * An employer user's role in the company (docs/companies.md, "Roles"): an admin manages everything;
 * a recruiter manages offers and applications, not users, billing, clauses, company data or the brand story.
 */
export type EmployerRole = 'admin' | 'recruiter';

export interface EmployerCompany {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

/** The panel user (GET /v2/employer-panel/profiles/me): who is logged in, for which company. */
export interface EmployerProfile {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly role: EmployerRole;
  readonly language: 'pl' | 'en';
  readonly company: EmployerCompany;
}

/** What the user may change about themselves (PATCH /v1/profiles/me); a field left out keeps its value. */
export interface EmployerProfileChanges {
  readonly name?: string;
  readonly phone?: string | null;
  readonly language?: 'pl' | 'en';
}
