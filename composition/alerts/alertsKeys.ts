import type { ActivateAlert } from '../../core/alerts/job-alerts/ActivateAlert.ts';
import type { ChangeAlertFrequency } from '../../core/alerts/job-alerts/ChangeAlertFrequency.ts';
import type { CreateCandidateAlert } from '../../core/alerts/job-alerts/CreateCandidateAlert.ts';
import type { CreateGuestAlert } from '../../core/alerts/job-alerts/CreateGuestAlert.ts';
import type { DisableAlert } from '../../core/alerts/job-alerts/DisableAlert.ts';
import type { EnableAlert } from '../../core/alerts/job-alerts/EnableAlert.ts';
import type { ImportGuestAlerts } from '../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import type { JobAlerts } from '../../core/alerts/job-alerts/JobAlerts.ts';
import type { Unsubscribe } from '../../core/alerts/job-alerts/Unsubscribe.ts';
import type { ListLocalMail } from '../../core/alerts/mail/ListLocalMail.ts';
import type { LocalMailbox } from '../../core/alerts/mail/LocalMailbox.ts';
import type { DigestRuns } from '../../core/alerts/digests/DigestRuns.ts';
import type { RunDigests } from '../../core/alerts/digests/RunDigests.ts';
import type { ReadLocalMail } from '../../core/alerts/mail/ReadLocalMail.ts';
import type { DeleteSavedSearch } from '../../core/alerts/saved-searches/DeleteSavedSearch.ts';
import type { JobFilters } from '../../core/alerts/saved-searches/JobFilters.ts';
import type { ListSavedSearches } from '../../core/alerts/saved-searches/ListSavedSearches.ts';
import type { MoveLocalSearchesToAccount } from '../../core/alerts/saved-searches/MoveLocalSearchesToAccount.ts';
import type { OpenSavedSearch } from '../../core/alerts/saved-searches/OpenSavedSearch.ts';
import type { SaveAlert } from '../../core/alerts/saved-searches/SaveAlert.ts';
import type { SavedSearchesStore } from '../../core/alerts/saved-searches/SavedSearchesStore.ts';
import type { AlertsHelpTooltip } from '../../core/alerts/surfaces/AlertsHelpTooltip.ts';
import type { DismissAlertBanner } from '../../core/alerts/surfaces/DismissAlertBanner.ts';
import type { MoveSearchesOffer } from '../../core/alerts/surfaces/MoveSearchesOffer.ts';
import type { SaveSearchSwitch } from '../../core/alerts/surfaces/SaveSearchSwitch.ts';
import { token } from '../kernel/Token.ts';

/** Saved searches, job alerts, the local mailbox and the web's alert surfaces. */
export const AlertsKeys = {
  JobFilters: token<JobFilters>('alerts.JobFilters'),
  JobAlerts: token<JobAlerts>('alerts.JobAlerts'),
  SavedSearchesStore: token<SavedSearchesStore>('alerts.SavedSearchesStore'),
  SaveAlert: token<SaveAlert>('alerts.SaveAlert'),
  ListSavedSearches: token<ListSavedSearches>('alerts.ListSavedSearches'),
  CreateGuestAlert: token<CreateGuestAlert>('alerts.CreateGuestAlert'),
  EnableAlert: token<EnableAlert>('alerts.EnableAlert'),
  CreateCandidateAlert: token<CreateCandidateAlert>('alerts.CreateCandidateAlert'),
  DismissAlertBanner: token<DismissAlertBanner>('alerts.DismissAlertBanner'),
  DisableAlert: token<DisableAlert>('alerts.DisableAlert'),
  ChangeAlertFrequency: token<ChangeAlertFrequency>('alerts.ChangeAlertFrequency'),
  DeleteSavedSearch: token<DeleteSavedSearch>('alerts.DeleteSavedSearch'),
  OpenSavedSearch: token<OpenSavedSearch>('alerts.OpenSavedSearch'),
  ActivateAlert: token<ActivateAlert>('alerts.ActivateAlert'),
  Unsubscribe: token<Unsubscribe>('alerts.Unsubscribe'),
  MoveLocalSearchesToAccount: token<MoveLocalSearchesToAccount>('alerts.MoveLocalSearchesToAccount'),
  ImportGuestAlerts: token<ImportGuestAlerts>('alerts.ImportGuestAlerts'),
  LocalMailbox: token<LocalMailbox>('alerts.LocalMailbox'),
  DigestRuns: token<DigestRuns>('alerts.DigestRuns'),
  RunDigests: token<RunDigests>('alerts.RunDigests'),
  ListLocalMail: token<ListLocalMail>('alerts.ListLocalMail'),
  ReadLocalMail: token<ReadLocalMail>('alerts.ReadLocalMail'),
  NewSaveSearchSwitch: token<() => SaveSearchSwitch>('alerts.NewSaveSearchSwitch'),
  AlertsHelpTooltip: token<AlertsHelpTooltip>('alerts.AlertsHelpTooltip'),
  MoveSearchesOffer: token<MoveSearchesOffer>('alerts.MoveSearchesOffer'),
} as const;
