import { Link } from 'react-router';
import type { EmployerApplication } from '../../../../core/applications/EmployerApplications.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { ApplicationsPanelKeys } from '../../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { formatDate } from '../../employer/index.ts';
import { saveFile } from '../applicationTexts.ts';
import { ApplicationCard } from './panelApplicationStyles.ts';
import { StatusForm } from './StatusForm.tsx';

/** One application: who, for which offer and when, the message and consents, the CV, the status and its change, deletion. */
export function ApplicationRow({
  application,
  language,
  onChanged,
  onDelete,
}: {
  application: EmployerApplication;
  language: Language;
  onChanged: (changed: EmployerApplication) => void;
  onDelete: (application: EmployerApplication) => void;
}) {
  const { t } = useTexts();
  const download = useUseCase(ApplicationsPanelKeys.DownloadApplicationCv);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const headingId = `application-${application.id}`;
  const answer = (given: boolean) => (given ? t('panel.applications.yes') : t('panel.applications.no'));
  const downloadCv = () =>
    void download.execute(application).match(
      (file) => saveFile(file.bytes, file.contentType, file.fileName),
      () => snackbars.show({ message: 'panel.applications.downloadFailed', variant: 'error', testId: 'application-download-failed' }),
    );
  return (
    <ApplicationCard aria-labelledby={headingId} data-testid="employer-application" data-email={application.email} data-status={application.status}>
      <div>
        <h2 id={headingId}>{application.name}</h2>
        <p>
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </p>
        <p className="muted">{t('panel.applications.appliedOn', { date: formatDate(application.appliedAt, language) })}</p>
        <p>
          <span className="muted">{t('panel.applications.offer')}: </span>
          <Link to={`/employer/offers/${encodeURIComponent(application.offerSlug)}/applications`}>{application.offerTitle}</Link>
        </p>
        <p>
          <span className="status" data-testid="application-status">
            {t(`panel.applications.statuses.${application.status}`)}
          </span>
        </p>
      </div>
      <div>
        <h3>{t('panel.applications.message')}</h3>
        <p className="message">{application.message === '' ? t('panel.applications.noMessage') : application.message}</p>
        <h3>{t('panel.applications.consents')}</h3>
        <p>{t('panel.applications.futureConsent', { answer: answer(application.futureConsent) })}</p>
        <p>{t('panel.applications.customConsent', { answer: answer(application.customConsent) })}</p>
      </div>
      <div className="side">
        {application.cv ? (
          <Button
            type="button"
            onClick={downloadCv}
            aria-label={t('panel.applications.downloadLabel', { name: application.cv.fileName })}
            data-testid="application-download"
          >
            {t('panel.applications.download')}
          </Button>
        ) : (
          <p className="muted">{t('panel.applications.noCv')}</p>
        )}
        <StatusForm application={application} onChanged={onChanged} />
        <Button
          type="button"
          onClick={() => onDelete(application)}
          aria-label={t('panel.applications.deleteLabel', { name: application.name })}
          data-testid="application-delete"
        >
          {t('panel.applications.delete')}
        </Button>
      </div>
    </ApplicationCard>
  );
}
