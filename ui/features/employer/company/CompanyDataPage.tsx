import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import type { LabelledKey } from '../../../../core/companies/Company.ts';
import { companyTypes, type Company } from '../../../../core/employer/company/Company.ts';
import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import { companyDataProblems, imageProblem, type CompanyDataValues } from '../../../../core/employer/company/companyRules.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { CompanyKeys } from '../../../../composition/employer/companyKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { SelectField, TextField } from '../shell/PanelFields.tsx';
import { FormCard, TwoColumns } from '../shell/panelStyles.ts';
import { companyFailureKey, companyProblemKey } from './companyFailure.ts';
import { ImageField } from './ImageField.tsx';
import { LiveFailure } from '../../../components/LiveFailure.tsx';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';

type Values = CompanyDataValues & { industry: string };

const valuesOf = (company: Company | null): Values => ({
  name: company?.data.name ?? '',
  shortDescription: company?.data.shortDescription ?? '',
  type: company?.data.type ?? 'other',
  industry: company?.data.industry ?? '',
  size: company?.data.size ?? '',
  site: company?.data.site ?? '',
});

/** The company's public data (GET /v1/company, POST /v1/company/company_data): texts, type, industry, logo and cover with previews. */
export function CompanyDataPage({ language }: { language: Language }) {
  const { t } = useTexts();
  const load = useUseCase(CompanyKeys.LoadCompany);
  const loadIndustries = useUseCase(CompanyKeys.LoadIndustries);
  const update = useUseCase(CompanyKeys.UpdateCompanyData);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [company, setCompany] = useState<Company | null>(null);
  const [industries, setIndustries] = useState<readonly LabelledKey[]>([]);
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void load.execute().match(setCompany, (problem) => setFailure(companyFailureKey(problem)));
    void loadIndustries.execute(language).map(setIndustries);
  }, [load, loadIndustries, language]);

  const form = useFormik<Values>({
    enableReinitialize: true,
    initialValues: valuesOf(company),
    validate: (values) =>
      Object.fromEntries(Object.entries(companyDataProblems(values)).map(([field, problem]) => [field, companyProblemKey(problem)])),
    onSubmit: async ({ industry, ...values }) => {
      setFailure(null);
      await update.execute({ ...values, industry: industry === '' ? null : industry, ...(logo ? { logo } : {}), ...(cover ? { cover } : {}) }).match(
        (saved) => {
          setCompany(saved);
          setLogo(null);
          setCover(null);
          snackbars.show({ message: 'panel.company.saved', variant: 'success' });
        },
        (problem: CompanyFailure) => setFailure(companyFailureKey(problem)),
      );
    },
  });

  const problem = (name: keyof Values) => {
    const key = form.errors[name];
    return key === undefined ? undefined : t(key);
  };
  const imageProblemText = (file: File | null, purpose: 'logo' | 'cover') => {
    const kind = file ? imageProblem(file, purpose) : undefined;
    return kind === undefined ? undefined : t(`panel.company.failures.${kind === 'file-empty' ? 'invalid-input' : kind}`);
  };
  const name = form.values.name || company?.data.name || '';
  return (
    <FormCard aria-labelledby="company-data-heading" aria-busy={company === null && failure === null}>
      <h2 id="company-data-heading">{t('panel.company.data.heading')}</h2>
      {company === null && failure === null && <p role="status">{t('panel.loading')}</p>}
      {company && (
        <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="company-data-form">
          <TextField form={form} name="name" autoComplete="organization" label={t('panel.company.data.name')} problem={problem('name')} />
          <TextField
            form={form}
            name="shortDescription"
            multiline
            label={t('panel.company.data.shortDescription')}
            help={t('panel.company.data.shortDescriptionHelp')}
            problem={problem('shortDescription')}
          />
          <TwoColumns>
            <SelectField
              form={form}
              name="type"
              label={t('panel.company.data.type')}
              options={companyTypes.map((type) => ({ value: type, label: t(`panel.company.data.types.${type}`) }))}
            />
            <SelectField
              form={form}
              name="industry"
              label={t('panel.company.data.industry')}
              options={[
                { value: '', label: t('panel.company.data.noIndustry') },
                ...industries.map((industry) => ({ value: industry.key, label: industry.label })),
              ]}
            />
            <TextField form={form} name="size" label={t('panel.company.data.size')} problem={problem('size')} />
            <TextField
              form={form}
              name="site"
              type="url"
              autoComplete="url"
              label={t('panel.company.data.site')}
              help={t('panel.company.data.siteHelp')}
              problem={problem('site')}
            />
          </TwoColumns>
          <ImageField
            name="logo"
            label={t('panel.company.data.logo')}
            help={t('panel.company.data.logoHelp')}
            current={company.data.logoUrl}
            alt={t('panel.company.data.logoAlt', { name })}
            chosen={logo}
            onChoose={setLogo}
            problem={imageProblemText(logo, 'logo')}
          />
          <ImageField
            name="cover"
            label={t('panel.company.data.cover')}
            help={t('panel.company.data.coverHelp')}
            current={company.data.coverUrl}
            alt={t('panel.company.data.coverAlt', { name })}
            chosen={cover}
            onChoose={setCover}
            problem={imageProblemText(cover, 'cover')}
          />
          <LiveFailure failure={failure && t(failure)} testId="company-failure" />
          <PanelSubmitButton submitting={form.isSubmitting} testId="company-data-save">
            {t('panel.company.data.save')}
          </PanelSubmitButton>
        </form>
      )}
      {company === null && failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
    </FormCard>
  );
}
