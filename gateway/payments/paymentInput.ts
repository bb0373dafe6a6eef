import type { PaymentRequestDto } from '../../contract/payments.ts';
import { plainLine } from '../employer/plainText.ts';
import type { InvoiceData } from './tables.ts';

const COUNTRY = /^[A-Za-z]{2}$/;
const TAX_ID = /^[A-Za-z0-9 .-]{0,30}$/;

/** The invoice data of a payment request, cleaned, or every problem with it (one sentence per field). */
export function readInvoice(body: PaymentRequestDto): { ok: true; invoice: InvoiceData } | { ok: false; problems: string[] } {
  const checks = {
    companyName: plainLine(body.invoice_company_name, 'invoice_company_name', 200),
    street: plainLine(body.invoice_street, 'invoice_street', 200),
    streetNumber: plainLine(body.invoice_street_number ?? '', 'invoice_street_number', 20, 0),
    city: plainLine(body.invoice_city, 'invoice_city', 100),
    postalCode: plainLine(body.invoice_postal_code, 'invoice_postal_code', 20),
    taxId: plainLine(body.invoice_tax_id ?? '', 'invoice_tax_id', 30, 0),
  };
  const problems = Object.values(checks).flatMap((check) => (check.ok ? [] : [check.message]));
  if (!COUNTRY.test(body.invoice_country.trim())) problems.push('invoice_country: a two-letter country code (ISO 3166-1), such as PL.');
  if (checks.taxId.ok && !TAX_ID.test(checks.taxId.value)) problems.push('invoice_tax_id: letters, digits, spaces, dots and dashes, at most 30.');
  if (!body.accepted_regulations) problems.push('accepted_regulations: the regulations must be accepted.');
  if (problems.length > 0) return { ok: false, problems };
  const value = (check: (typeof checks)[keyof typeof checks]) => (check.ok ? check.value : '');
  return {
    ok: true,
    invoice: {
      companyName: value(checks.companyName),
      street: value(checks.street),
      streetNumber: value(checks.streetNumber) || null,
      city: value(checks.city),
      postalCode: value(checks.postalCode),
      country: body.invoice_country.trim().toUpperCase(),
      taxId: value(checks.taxId) || null,
    },
  };
}
