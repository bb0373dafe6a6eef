import type { ColumnType } from 'kysely';
import type { CompanyBilling, CompanyClauses } from './company/companySettings.ts';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.ts';

/**
 * A company that signed up on a tenant (its public face is its row in `companies`, whose id it
 * shares: ids from the sequence employer_company_ids, far above the seeded companies').
 */
export interface EmployerCompaniesTable {
  company_id: number;
  tenant_id: string;
  accepted_regulations_at: Timestamp;
  subscribe_to_newsletter: boolean;
  created_at: Timestamp;
  /** The invoice data the payment form pre-fills (migration 0020); null until an admin saves it. */
  billing: ColumnType<CompanyBilling | null, string | null | undefined, string | null>;
  /** The default information clause and consents copied into each new offer (migration 0020); null: none. */
  clauses: ColumnType<CompanyClauses | null, string | null | undefined, string | null>;
}

/** A user of an employer company. The same e-mail may hold accounts on two tenants, one per tenant. */
export interface EmployerUsersTable {
  id: string;
  tenant_id: string;
  company_id: number;
  /** Trimmed and lower-cased; unique per tenant on lower(email). */
  email: string;
  /** `scrypt$…` (gateway/session/passwordHashing.ts), or NO_PASSWORD for an invited user who has not set one. */
  password_hash: string;
  name: string;
  phone: string | null;
  role: 'admin' | 'recruiter';
  /** The language of the user's e-mails. */
  language: 'pl' | 'en';
  /** Null until the e-mail's link was followed: no login before. */
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One refresh token of an employer login: the same rotation and reuse rules as candidates' (gateway/session/refreshTokens.ts, one module for both). */
export interface EmployerRefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  tenant_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export type EmployerTokenPurpose = 'confirmation' | 'invitation' | 'password-reset';

/** The single-use tokens of employer e-mails, stored as SHA-256 only, each expiring. */
export interface EmployerTokensTable {
  token_hash: string;
  user_id: string;
  tenant_id: string;
  purpose: EmployerTokenPurpose;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Tables of the employer context (migration 0007). */
export interface EmployerTables {
  employer_companies: EmployerCompaniesTable;
  employer_users: EmployerUsersTable;
  employer_refresh_tokens: EmployerRefreshTokensTable;
  employer_tokens: EmployerTokensTable;
}
