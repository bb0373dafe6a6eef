import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import type { ApplicationCv } from '../../../core/applications/Applications.ts';
import { applicationProblems, type CvDraft } from '../../../core/applications/apply/applicationRules.ts';
import type { StoredDocument } from '../../../core/applications/CandidateDocuments.ts';
import type { OfferDetail } from '../../../core/listing/Offer.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { ApplicationsKeys } from '../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { FormAlert, SubmitButton } from '../../components/formParts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { PortalLink } from '../../components/PortalLink.tsx';
import { useSessionState } from '../session/index.ts';
import { candidateUrl } from '../../app/candidatePortal.ts';
import { ApplyTextField, ConsentField, type ApplyValues } from './ApplyFields.tsx';
import { applyFailureKey, readUpload } from './applicationTexts.ts';
import { ApplyCard } from './applyStyles.ts';
import { CvField } from './CvField.tsx';

export type Sent = { readonly kind: 'guest'; readonly email: string } | { readonly kind: 'candidate' };

const asked = (consent: OfferDetail['futureConsent']): consent is NonNullable<OfferDetail['futureConsent']> =>
  consent !== null && consent !== undefined && consent.enabled && consent.text.trim() !== '';

/**
 * The offer page's application form (an employer's offer taking applications on the board): name,
 * e-mail, CV, message, the offer's information clause and the consents it asks, with their texts.
 * A guest confirms by e-mail afterwards; a logged-in candidate may send a CV from the profile.
 * Whether it was sent is the section's state (`sent`, `onSent`): a candidate's application also
 * reaches the history store, and the section must keep this outcome rather than switch away.
 */
export function ApplyForm({
  offer,
  language,
  candidateBase,
  returnTo,
  sent,
  onSent,
}: {
  offer: OfferDetail;
  language: Language;
  candidateBase: string;
  returnTo: string;
  sent: Sent | null;
  onSent: (sent: Sent) => void;
}) {
  const { t } = useTexts();
  const headingId = useId();
  const apply = useUseCase(ApplicationsKeys.ApplyForOffer);
  const listDocuments = useUseCase(ApplicationsKeys.ListCandidateDocuments);
  const session = useSessionState();
  const candidate = session.status === 'logged-in' ? session.candidate : null;
  const [documents, setDocuments] = useState<readonly StoredDocument[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const file = useRef<File | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  const cvDraft = (values: ApplyValues): CvDraft =>
    values.cvSource === 'profile' && values.documentId !== ''
      ? { kind: 'profile', documentId: values.documentId }
      : file.current
        ? { kind: 'file', name: file.current.name, size: file.current.size }
        : null;

  const form = useFormik<ApplyValues>({
    initialValues: { name: '', email: '', message: '', futureConsent: false, customConsent: false, cvSource: 'file', documentId: '' },
    validate: (values) => applicationProblems(values, cvDraft(values)),
    onSubmit: async (values) => {
      setFailure(null);
      const cv: ApplicationCv | null =
        values.cvSource === 'profile' && values.documentId !== ''
          ? { kind: 'profile', documentId: values.documentId }
          : file.current
            ? { kind: 'file', file: await readUpload(file.current) }
            : null;
      await apply.execute({ offerId: offer.guid, offerSlug: offer.slug, fields: values, cv, language }).match(
        () => onSent(candidate ? { kind: 'candidate' } : { kind: 'guest', email: values.email.trim() }),
        (refused) => {
          if (refused.kind === 'invalid-application') form.setErrors(refused.fields);
          else if (refused.kind === 'file-not-accepted') form.setErrors({ ...form.errors, cv: refused.problem } as never);
          else setFailure(applyFailureKey(refused));
        },
      );
    },
  });

  // A candidate's name and e-mail, and their CVs to choose from, once the session is known.
  const candidateId = candidate?.id ?? null;
  useEffect(() => {
    if (candidate === null) return;
    void form.setValues(
      (values) => ({ ...values, name: values.name || `${candidate.firstName} ${candidate.lastName}`.trim(), email: values.email || candidate.email }),
      false,
    );
    void listDocuments.execute().map((found) => {
      setDocuments(found);
      const newest = found[0];
      if (newest) void form.setValues((values) => ({ ...values, cvSource: 'profile', documentId: values.documentId || newest.id }), false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per candidate: later edits are the visitor's
  }, [candidateId, listDocuments]);

  useEffect(() => {
    if (sent) outcome.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <ApplyCard aria-labelledby={headingId} data-testid="apply-sent">
        <h2 id={headingId}>{t('applications.apply.heading')}</h2>
        <div ref={outcome} tabIndex={-1} role="status">
          <p>{sent.kind === 'guest' ? t('applications.apply.sentGuest', { email: sent.email }) : t('applications.apply.sentCandidate')}</p>
        </div>
        {sent.kind === 'candidate' && (
          <PortalLink to={candidateUrl(candidateBase, 'applicationHistory')}>{t('applications.apply.history')}</PortalLink>
        )}
      </ApplyCard>
    );
  }

  return (
    <ApplyCard id="apply" aria-labelledby={headingId} data-testid="apply-form-card">
      <h2 id={headingId}>{t('applications.apply.heading')}</h2>
      <p>{t('applications.apply.intro')}</p>
      {session.status === 'guest' && (
        <p>
          {t('applications.apply.loginHint')}{' '}
          <PortalLink to={candidateUrl(candidateBase, 'login', { returnTo })}>{t('applications.apply.login')}</PortalLink>
        </p>
      )}
      <form noValidate onSubmit={form.handleSubmit} data-testid="apply-form" aria-busy={form.isSubmitting}>
        <ApplyTextField form={form} name="name" label={t('applications.apply.name')} autoComplete="name" />
        <ApplyTextField form={form} name="email" type="email" label={t('applications.apply.email')} autoComplete="email" />
        <CvField
          form={form}
          documents={documents}
          onFile={(chosen) => {
            file.current = chosen;
            void form.setFieldValue('cvSource', 'file');
          }}
        />
        <ApplyTextField form={form} name="message" type="textarea" label={t('applications.apply.message')} />
        {(asked(offer.futureConsent) || asked(offer.customConsent)) && (
          <fieldset>
            <legend>{t('applications.apply.consents')}</legend>
            {asked(offer.futureConsent) && <ConsentField form={form} name="futureConsent" text={offer.futureConsent.text} />}
            {asked(offer.customConsent) && <ConsentField form={form} name="customConsent" text={offer.customConsent.text} />}
          </fieldset>
        )}
        {offer.informationClause && (
          <div>
            <h3>{t('applications.apply.clause')}</h3>
            <p className="clause" data-testid="apply-clause">
              {offer.informationClause}
            </p>
          </div>
        )}
        {failure && (
          <FormAlert role="alert" data-testid="apply-failure">
            {t(failure)}
          </FormAlert>
        )}
        <div className="actions">
          <SubmitButton type="submit" disabled={form.isSubmitting} data-testid="apply-submit">
            {form.isSubmitting ? t('applications.apply.submitting') : t('applications.apply.submit')}
          </SubmitButton>
        </div>
      </form>
    </ApplyCard>
  );
}
