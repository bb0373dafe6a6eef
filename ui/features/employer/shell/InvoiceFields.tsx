import type { FormikProps } from 'formik';
import type { InvoiceData } from '../../../../core/offers/lifecycle/Payments.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { TextField } from './PanelFields.tsx';
import { TwoColumns } from './panelStyles.ts';

/**
 * The invoice's fields: the company's billing data and the payment form ask for the same, in the
 * words of their own page (`words`: the group of texts with a label per field).
 */
export function InvoiceFields<V extends InvoiceData>({
  form,
  words,
  problem,
}: {
  readonly form: FormikProps<V>;
  readonly words: 'panel.company.billing' | 'panel.payment';
  /** The field's problem, in words; undefined when it has none. */
  readonly problem: (name: keyof InvoiceData) => string | undefined;
}) {
  const { t } = useTexts();
  const field = (name: keyof InvoiceData, autoComplete: string) => (
    <TextField form={form} name={name} autoComplete={autoComplete} label={t(`${words}.${name}`)} problem={problem(name)} />
  );
  return (
    <>
      {field('companyName', 'organization')}
      <TwoColumns>
        {field('street', 'address-line1')}
        {field('streetNumber', 'address-line2')}
        {field('postalCode', 'postal-code')}
        {field('city', 'address-level2')}
        {field('country', 'country')}
        {field('taxId', 'off')}
      </TwoColumns>
    </>
  );
}
