import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PrepaidCodeDto, PrepaidCodeStatus } from '../../../contract/pricing.ts';
import type { Schema } from '../../db/Schema.ts';
import { recommendedPlan } from '../pricing/pricingPlans.ts';
import type { PrepaidCodesTable } from '../tables.ts';
import { iso } from '../../db/iso.ts';

type Db = Kysely<Schema>;
export type CodeRow = Selectable<PrepaidCodesTable>;

/** Letters and digits nobody confuses when reading a code aloud (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_PATTERN = /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){2,4}$/;
/** A welcome code can be used for this long after sign-up. */
export const WELCOME_CODE_DAYS = 90;

/** `ABCD-EFGH-JKMN`: 12 characters of a 31-letter alphabet, about 59 bits. */
export function newCode(): string {
  const groups = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

/** A code as typed (spaces, lower case) in its stored form, or null when it cannot be one. */
export function normaliseCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

export async function issueCode(
  db: Db,
  code: { tenantId: string; companyId: number; pricingPlan: string; days: number; validDays: number; now: Date },
): Promise<string> {
  const value = newCode();
  await db
    .insertInto('prepaid_codes')
    .values({
      code: value,
      tenant_id: code.tenantId,
      company_id: code.companyId,
      pricing_plan: code.pricingPlan,
      days: code.days,
      created_at: code.now,
      expires_at: new Date(code.now.getTime() + code.validDays * 86_400_000),
      used_at: null,
      used_for_offer_id: null,
    })
    .execute();
  return value;
}

/**
 * Every new company gets one code for the tenant's recommended plan (docs/employer-api.md, "Prepaid
 * codes"): enough to publish or extend one offer without paying, as the demo and the journeys do.
 */
export async function issueWelcomeCode(db: Db, tenantId: string, companyId: number, now: Date): Promise<string | null> {
  const plan = await recommendedPlan(db, tenantId);
  if (!plan) return null;
  return issueCode(db, { tenantId, companyId, pricingPlan: plan.slug, days: plan.publication_days, validDays: WELCOME_CODE_DAYS, now });
}

export function codeStatus(row: Pick<CodeRow, 'used_at' | 'expires_at'>, now: Date): PrepaidCodeStatus {
  if (row.used_at !== null) return 'used';
  return new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'available';
}

export function findCode(db: Db, tenantId: string, code: string): Promise<CodeRow | undefined> {
  return db.selectFrom('prepaid_codes').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
}

/** Uses the code for the offer: the row when it was the company's, unused and unexpired (one statement, so only one use wins). */
export async function spendCode(db: Db, tenantId: string, companyId: number, code: string, offerId: string, now: Date): Promise<CodeRow | undefined> {
  return db
    .updateTable('prepaid_codes')
    .set({ used_at: now, used_for_offer_id: offerId })
    .where('tenant_id', '=', tenantId)
    .where('company_id', '=', companyId)
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function listCodes(db: Db, tenantId: string, companyId: number, now: Date): Promise<PrepaidCodeDto[]> {
  const rows = await db
    .selectFrom('prepaid_codes as c')
    .leftJoin('employer_offers as o', 'o.id', 'c.used_for_offer_id')
    .select(['c.code', 'c.pricing_plan', 'c.days', 'c.created_at', 'c.expires_at', 'c.used_at', 'o.slug as used_for'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.company_id', '=', companyId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.code')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    pricingPlan: row.pricing_plan,
    days: row.days,
    status: codeStatus(row, now),
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    usedAt: iso(row.used_at),
    usedFor: row.used_for ?? null,
  }));
}
