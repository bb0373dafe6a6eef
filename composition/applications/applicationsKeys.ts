import type { ApplicationHistory } from '../../core/applications/ApplicationHistory.ts';
import type { ApplicationHistoryStore } from '../../core/applications/ApplicationHistoryStore.ts';
import type { Applications } from '../../core/applications/Applications.ts';
import type { ApplyForOffer } from '../../core/applications/apply/ApplyForOffer.ts';
import type { ConfirmApplicationEmail } from '../../core/applications/apply/ConfirmApplicationEmail.ts';
import type { CandidateDocuments } from '../../core/applications/CandidateDocuments.ts';
import type { ListCandidateDocuments } from '../../core/applications/documents/ListCandidateDocuments.ts';
import type { OpenCandidateDocument } from '../../core/applications/documents/OpenCandidateDocument.ts';
import type { RemoveCandidateDocument } from '../../core/applications/documents/RemoveCandidateDocument.ts';
import type { UploadCandidateDocument } from '../../core/applications/documents/UploadCandidateDocument.ts';
import type { EmployerApplications } from '../../core/applications/EmployerApplications.ts';
import type { ConfirmExternalApplication } from '../../core/applications/history/ConfirmExternalApplication.ts';
import type { ListApplicationHistory } from '../../core/applications/history/ListApplicationHistory.ts';
import type { LoadApplicationHistoryCount } from '../../core/applications/history/LoadApplicationHistoryCount.ts';
import type { LoadAppliedStatuses } from '../../core/applications/history/LoadAppliedStatuses.ts';
import type { RecordExternalApply } from '../../core/applications/history/RecordExternalApply.ts';
import type { WithdrawApplication } from '../../core/applications/history/WithdrawApplication.ts';
import type { ChangeApplicationStatus } from '../../core/applications/panel/ChangeApplicationStatus.ts';
import type { DeleteApplication } from '../../core/applications/panel/DeleteApplication.ts';
import type { DownloadApplicationCv } from '../../core/applications/panel/DownloadApplicationCv.ts';
import type { ListEmployerApplications } from '../../core/applications/panel/ListEmployerApplications.ts';
import { token } from '../kernel/Token.ts';

/** The candidate's side of applications: applying, the history and its store, documents. */
export const ApplicationsKeys = {
  ApplicationHistory: token<ApplicationHistory>('applications.ApplicationHistory'),
  Applications: token<Applications>('applications.Applications'),
  CandidateDocuments: token<CandidateDocuments>('applications.CandidateDocuments'),
  ApplicationHistoryStore: token<ApplicationHistoryStore>('applications.ApplicationHistoryStore'),
  ApplyForOffer: token<ApplyForOffer>('applications.ApplyForOffer'),
  ConfirmApplicationEmail: token<ConfirmApplicationEmail>('applications.ConfirmApplicationEmail'),
  RecordExternalApply: token<RecordExternalApply>('applications.RecordExternalApply'),
  ConfirmExternalApplication: token<ConfirmExternalApplication>('applications.ConfirmExternalApplication'),
  WithdrawApplication: token<WithdrawApplication>('applications.WithdrawApplication'),
  ListApplicationHistory: token<ListApplicationHistory>('applications.ListApplicationHistory'),
  LoadApplicationHistoryCount: token<LoadApplicationHistoryCount>('applications.LoadApplicationHistoryCount'),
  LoadAppliedStatuses: token<LoadAppliedStatuses>('applications.LoadAppliedStatuses'),
  ListCandidateDocuments: token<ListCandidateDocuments>('applications.ListCandidateDocuments'),
  UploadCandidateDocument: token<UploadCandidateDocument>('applications.UploadCandidateDocument'),
  RemoveCandidateDocument: token<RemoveCandidateDocument>('applications.RemoveCandidateDocument'),
  OpenCandidateDocument: token<OpenCandidateDocument>('applications.OpenCandidateDocument'),
} as const;

/** The employer's side: the company's applications in the panel (bound only in the panel's roots). */
export const ApplicationsPanelKeys = {
  EmployerApplications: token<EmployerApplications>('applications.EmployerApplications'),
  ListEmployerApplications: token<ListEmployerApplications>('applications.ListEmployerApplications'),
  ChangeApplicationStatus: token<ChangeApplicationStatus>('applications.ChangeApplicationStatus'),
  DeleteApplication: token<DeleteApplication>('applications.DeleteApplication'),
  DownloadApplicationCv: token<DownloadApplicationCv>('applications.DownloadApplicationCv'),
} as const;
