import type { Generated } from 'kysely';
import type { DefaultedTimestamp, Timestamp } from '../db/columnTypes.ts';

/** A candidate account of one tenant: the same e-mail may hold separate accounts on two tenants. */
export interface CandidatesTable {
  id: string;
  tenant_id: string;
  /** Stored trimmed and lower-cased; unique per tenant on lower(email). */
  email: string;
  /** `scrypt$<N>$<r>$<p>$<salt>$<hash>` (see passwordHashing.ts). */
  password_hash: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  /** Bit field carried by the access token: none = 0, passiveCandidates = 2. */
  feature_flags: Generated<number>;
  accepts_profiling: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

/**
 * One refresh token of a login's family. Only the SHA-256 of the opaque token is stored; a token is
 * used once (rotation), and presenting a used one revokes every token of its family.
 */
export interface RefreshTokensTable {
  id: string;
  family_id: string;
  candidate_id: string;
  tenant_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface FavouritesTable {
  candidate_id: string;
  offer_id: string;
  created_at: Timestamp;
}

export interface ConsentsTable {
  candidate_id: string;
  name: string;
  given: boolean;
  updated_at: Timestamp;
}

/** Tables of the session and favourites contexts (migration 0003). */
/** A single-use code to set the first password of an account made by a job-alert form (hash only). */
export interface PasswordCodesTable {
  code_hash: string;
  candidate_id: string;
  tenant_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SessionTables {
  password_codes: PasswordCodesTable;
  candidates: CandidatesTable;
  refresh_tokens: RefreshTokensTable;
  favourites: FavouritesTable;
  consents: ConsentsTable;
}
