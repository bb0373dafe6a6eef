import { describe, expect, it } from 'vitest';
import { cleanInvoice, INVOICE_LIMITS, invoiceProblems, type InvoiceValues } from '../../../../core/offers/lifecycle/publication/invoiceRules.ts';

const invoice: InvoiceValues = {
  companyName: 'Acme',
  street: 'Prosta',
  streetNumber: '1',
  city: 'Warszawa',
  postalCode: '00-001',
  country: 'PL',
  taxId: 'PL1234567890',
  acceptedRegulations: true,
  subscribeToNewsletter: false,
};

describe('invoiceProblems', () => {
  it('asks for the company, street, city and postal code, not the street number', () => {
    expect(invoiceProblems({ ...invoice, companyName: '  ', street: ' ', city: '', postalCode: '   ', streetNumber: ' ' })).toEqual({
      companyName: 'required',
      street: 'required',
      city: 'required',
      postalCode: 'required',
    });
  });

  it('lets each line reach its limit, counting it without the spaces around it', () => {
    const atLimit = {
      ...invoice,
      companyName: ` ${'c'.repeat(INVOICE_LIMITS.companyName)} `,
      streetNumber: '9'.repeat(INVOICE_LIMITS.streetNumber),
      city: 'w'.repeat(INVOICE_LIMITS.city),
    };
    expect(invoiceProblems(atLimit)).toEqual({});
    expect(
      invoiceProblems({
        ...atLimit,
        companyName: 'c'.repeat(INVOICE_LIMITS.companyName + 1),
        streetNumber: '9'.repeat(INVOICE_LIMITS.streetNumber + 1),
      }),
    ).toEqual({ companyName: 'too-long', streetNumber: 'too-long' });
  });

  it('reads the country and the tax id without the spaces around them', () => {
    expect(invoiceProblems({ ...invoice, country: ' pl ', taxId: ` ${'1'.repeat(INVOICE_LIMITS.taxId)} ` })).toEqual({});
    expect(invoiceProblems({ ...invoice, taxId: '1'.repeat(INVOICE_LIMITS.taxId + 1) })).toEqual({ taxId: 'invalid-tax-id' });
  });
});

describe('cleanInvoice', () => {
  it('sends every line trimmed and the country in capitals', () => {
    expect(
      cleanInvoice({
        ...invoice,
        companyName: ' Acme ',
        street: ' Prosta ',
        streetNumber: ' 1a ',
        city: ' Warszawa ',
        postalCode: ' 00-001 ',
        country: ' pl ',
        taxId: ' PL 123 ',
      }),
    ).toEqual({
      companyName: 'Acme',
      street: 'Prosta',
      streetNumber: '1a',
      city: 'Warszawa',
      postalCode: '00-001',
      country: 'PL',
      taxId: 'PL 123',
    });
  });
});
