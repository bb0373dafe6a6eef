import type { FormikProps } from 'formik';
import type { StoredDocument } from '../../../core/applications/CandidateDocuments.ts';
import { ACCEPTED_EXTENSIONS } from '../../../core/applications/documentRules.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { shownProblem, type ApplyValues } from './ApplyFields.tsx';
import { formatDay } from '../../i18n/formatDay.ts';
import { ChoiceRow, FieldBlock } from './applyStyles.ts';

/**
 * The CV of an application: for a candidate with documents in the profile, a choice between one of
 * them and a new file; otherwise the file input alone (PDF, DOCX, JPEG or PNG, at most 10 MB).
 */
export function CvField({
  form,
  documents,
  onFile,
}: {
  form: FormikProps<ApplyValues>;
  documents: readonly StoredDocument[];
  onFile: (file: File | null) => void;
}) {
  const { t, i18n } = useTexts();
  const problem = shownProblem(form, 'cv');
  const describedBy = ['apply-cv-hint', ...(problem ? ['apply-cv-error'] : [])].join(' ');
  const fileInput = (
    <FieldBlock>
      <label htmlFor="apply-cv">{documents.length > 0 ? t('applications.apply.cvFile') : t('applications.apply.cv')}</label>
      <input
        id="apply-cv"
        type="file"
        accept={ACCEPTED_EXTENSIONS.join(',')}
        aria-invalid={problem !== undefined}
        aria-describedby={describedBy}
        data-testid="apply-cv"
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
      <p className="hint" id="apply-cv-hint">
        {t('applications.apply.cvHint')}
      </p>
      {problem !== undefined && (
        <p className="error" id="apply-cv-error">
          {t(`applications.apply.problems.${problem}`)}
        </p>
      )}
    </FieldBlock>
  );
  if (documents.length === 0) return fileInput;
  return (
    <fieldset>
      <legend>{t('applications.apply.cvSource')}</legend>
      {documents.map((document) => (
        <ChoiceRow key={document.id}>
          <input
            type="radio"
            name="documentId"
            value={document.id}
            checked={form.values.cvSource === 'profile' && form.values.documentId === document.id}
            onChange={() => void form.setValues({ ...form.values, cvSource: 'profile', documentId: document.id })}
            data-testid="apply-cv-document"
          />
          <span>{t('applications.apply.uploadedOn', { name: document.fileName, date: formatDay(document.uploadedAt, i18n.language) })}</span>
        </ChoiceRow>
      ))}
      <ChoiceRow>
        <input
          type="radio"
          name="cvSource"
          value="file"
          checked={form.values.cvSource === 'file'}
          onChange={() => void form.setFieldValue('cvSource', 'file')}
          data-testid="apply-cv-new"
        />
        <span>{t('applications.apply.cvNew')}</span>
      </ChoiceRow>
      {form.values.cvSource === 'file' && fileInput}
    </fieldset>
  );
}
