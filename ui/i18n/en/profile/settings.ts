import type { Widen } from '../../Widen.ts';
import type { profileSettingsPl } from '../../pl/profile/settings.ts';

/** English texts of the candidate's settings page: consents, password change, data export and account deletion. */
export const profileSettingsEn: Widen<typeof profileSettingsPl> = {
  settings: {
    title: 'Settings',
    heading: 'Settings',
    lead: 'Your consents, password and data.',
    consents: 'Consents',
    consentNames: {
      profiling: 'Offer matching (profiling)',
    },
    consentHelp: {
      profiling: 'We compare your preferences with offers to show matched offers and match percents. You can withdraw it at any time.',
    },
    consentSaved: 'Your consent has been saved.',
    consentWithdrawn: 'Your consent has been withdrawn.',
    password: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password (at least {{min}} characters)',
    passwordSubmit: 'Change password',
    passwordChanged: 'Your password has been changed. Other devices have been logged out.',
    wrongPassword: 'The current password is wrong.',
    export: 'Your data',
    exportText: 'Download everything we keep about you as a JSON file.',
    exportButton: 'Download my data',
    exporting: 'Preparing…',
    exported: 'Your data has been downloaded.',
    delete: 'Delete account',
    deleteText: 'Your account and everything in it (profile, favourites, saved searches and alerts) will be deleted for good.',
    deleteButton: 'Delete my account',
    deleteHeader: 'Delete your account?',
    deleteConfirmText: 'This cannot be undone. Your profile, favourites, saved searches and job alerts will be deleted.',
    deleteAccept: 'Delete for good',
    deleted: 'Your account has been deleted.',
  },
};
