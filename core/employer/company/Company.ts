import type { InvoiceData } from '../../offers/lifecycle/Payments.ts';
import type { EmployerRole } from '../EmployerProfile.ts';

/** Company types as the spec normalises them (engagement.md 3). */
export type CompanyType = 'software-house' | 'e-commerce' | 'startup' | 'corporation' | 'agency' | 'other';
export const companyTypes: readonly CompanyType[] = ['software-house', 'e-commerce', 'startup', 'corporation', 'agency', 'other'];

/** What candidates see of the company: the card, the company page's head. */
export interface CompanyData {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly logoUrl: string;
  /** False while the board draws the company's initials instead of a logo it uploaded. */
  readonly hasOwnLogo: boolean;
  readonly coverUrl: string | null;
  readonly shortDescription: string;
  readonly type: CompanyType;
  /** An industry's key (GET /industries), or null. */
  readonly industry: string | null;
  readonly size: string;
  /** The company's site ('' when none). */
  readonly site: string;
}

/** The invoice data the payment form pre-fills: the payment request's invoice fields. */
export type BillingData = InvoiceData;

export interface Consent {
  readonly text: string;
  readonly enabled: boolean;
}

/** The default information clause and consents, copied into each new offer when it is initiated. */
export interface Clauses {
  readonly informationClause: string | null;
  readonly futureConsent: Consent | null;
  readonly customConsent: Consent | null;
}

export type BrandStoryState = 'none' | 'draft' | 'published';

/** GET /v1/company: the logged-in user's company with its billing data, clauses and where its brand story stands. */
export interface Company {
  readonly data: CompanyData;
  readonly billing: BillingData;
  readonly clauses: Clauses;
  readonly brandStory: BrandStoryState;
}

/** An image chosen in a form: a browser File fits this shape. */
export interface ImageUpload {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** POST /v1/company/company_data: the fields to change (left out: kept) and the images to replace. */
export interface CompanyDataChanges {
  readonly name?: string;
  readonly shortDescription?: string;
  /** A type as typed or chosen; normalised to the six types (companyRules.ts). */
  readonly type?: string;
  readonly industry?: string | null;
  readonly size?: string;
  readonly site?: string;
  readonly logo?: ImageUpload;
  readonly cover?: ImageUpload;
}

/** A user of the company, as its admins see them. */
export interface CompanyUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly role: EmployerRole;
  /** False until the invitation's link was followed. */
  readonly confirmed: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** A new user invited by e-mail (POST /v1/users): the link lets them choose a password. */
export interface CompanyUserInvitation {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly role: EmployerRole;
}

export interface CompanyUserChanges {
  readonly name?: string;
  readonly phone?: string | null;
  readonly role?: EmployerRole;
}
