import type { InvoiceData } from '../Payments.ts';

export type InvoiceProblem = 'required' | 'too-long' | 'invalid-country' | 'invalid-tax-id' | 'not-accepted';

/** The invoice form: the invoice data and the regulations' acceptance. */
export interface InvoiceValues extends InvoiceData {
  readonly acceptedRegulations: boolean;
  readonly subscribeToNewsletter: boolean;
}

const COUNTRY = /^[A-Za-z]{2}$/;
const TAX_ID = /^[A-Za-z0-9 .-]{0,30}$/;

/** The limits the gateway checks too (gateway/payments/paymentInput.ts). */
export const INVOICE_LIMITS = { companyName: 200, street: 200, streetNumber: 20, city: 100, postalCode: 20, taxId: 30 } as const;

function line(value: string, max: number, required: boolean): InvoiceProblem | undefined {
  const text = value.trim();
  if (text === '') return required ? 'required' : undefined;
  return text.length > max ? 'too-long' : undefined;
}

/** The invoice form's problems by field; none means the payment can be asked for. */
export function invoiceProblems(values: InvoiceValues): Partial<Record<keyof InvoiceValues, InvoiceProblem>> {
  const problems: Partial<Record<keyof InvoiceValues, InvoiceProblem | undefined>> = {
    companyName: line(values.companyName, INVOICE_LIMITS.companyName, true),
    street: line(values.street, INVOICE_LIMITS.street, true),
    streetNumber: line(values.streetNumber, INVOICE_LIMITS.streetNumber, false),
    city: line(values.city, INVOICE_LIMITS.city, true),
    postalCode: line(values.postalCode, INVOICE_LIMITS.postalCode, true),
    country: COUNTRY.test(values.country.trim()) ? undefined : 'invalid-country',
    taxId: TAX_ID.test(values.taxId.trim()) ? undefined : 'invalid-tax-id',
    acceptedRegulations: values.acceptedRegulations ? undefined : 'not-accepted',
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** The invoice data as sent: trimmed, the country in capitals. */
export function cleanInvoice(values: InvoiceValues): InvoiceData {
  return {
    companyName: values.companyName.trim(),
    street: values.street.trim(),
    streetNumber: values.streetNumber.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country.trim().toUpperCase(),
    taxId: values.taxId.trim(),
  };
}
