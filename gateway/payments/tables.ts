import type { JSONColumnType } from 'kysely';
import type { PaymentStatusName } from '../../contract/payments.ts';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.ts';

export interface InvoiceData {
  readonly companyName: string;
  readonly street: string;
  readonly streetNumber: string | null;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
  readonly taxId: string | null;
}

/**
 * One payment for an offer: its price fixed from the plan when it was asked for (minor units of
 * `currency`), the provider that takes it, and its status, which leaves `pending` once only.
 */
export interface PaymentsTable {
  id: string;
  tenant_id: string;
  offer_id: string;
  /** The company that pays (the offer's); null for a guest's offer, whose edit token then reads the status. */
  company_id: number | null;
  pricing_plan: string;
  days: number;
  /** true: the days extend the offer; false: they publish it. */
  extend: boolean;
  net_minor: number;
  tax_minor: number;
  gross_minor: number;
  currency: 'PLN' | 'EUR';
  status: PaymentStatusName;
  provider: string;
  provider_ref: string | null;
  return_url: string;
  invoice: JSONColumnType<InvoiceData>;
  subscribe_to_newsletter: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
  declined_at: NullableTimestamp;
}

/** Every provider notification seen, by its own id: the same notification again changes nothing. */
export interface PaymentNotificationsTable {
  provider: string;
  notification_id: string;
  payment_id: string | null;
  outcome: string;
  received_at: Timestamp;
}

/** Tables of the payments context (migration 0009). */
export interface PaymentTables {
  payments: PaymentsTable;
  payment_notifications: PaymentNotificationsTable;
}
