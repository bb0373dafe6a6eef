import type { Widen } from '../Widen.ts';
import type { alertsPl } from '../pl/alerts.ts';

export const alertsEn: Widen<typeof alertsPl> = {
  alerts: {
    frequencies: {
      daily: 'Daily',
      twiceAWeek: 'Twice a week',
      weekly: 'Weekly',
    },
    delete: {
      header: 'Delete the saved search?',
      text: 'The search and its alerts will be deleted.',
      confirm: 'Delete',
      cancel: 'Cancel',
    },
    move: {
      offer: 'You have {{count}} searches saved on this device. Move them to your account?',
      accept: 'Move',
      decline: 'Not now',
    },
    form: {
      errors: {
        'name-required': 'Enter a name for the alert.',
        'name-pattern': 'The name may contain only letters, digits, spaces and , & # ( ) / + -.',
        'name-too-long': 'The name may be at most {{max}} characters long.',
        'email-required': 'Enter your e-mail address.',
        'email-pattern': 'Enter a valid e-mail address, e.g. jane@example.com.',
        'privacy-required': 'Accept the privacy policy.',
        frequency: 'Choose a frequency from the list.',
        'search-url': 'This is not an offers list address.',
      },
    },
    failures: {
      'candidate-exists': 'A candidate account with this e-mail already exists. Log in to manage your alerts.',
      'active-alert-exists': 'This alert is already active.',
      'alert-exists': 'This alert already exists.',
      'filter-exists': 'This search is already saved.',
      'account-exists': 'This e-mail belongs to an account. Log in to set up the alert.',
      'alert-limit-reached': 'You have reached the alert limit. Delete one to add another.',
      'local-limit-reached': 'Without logging in you can save at most {{max}} searches. Delete one or log in.',
      'alert-failed': 'The job alert could not be created. Please try again in a moment.',
      'alert-update-failed': 'Something went wrong. Please try again in a moment.',
      'activation-conflict': 'This activation link is not valid or has already been used.',
      'unsubscribe-failed': 'Unsubscribing failed: the link is not valid or has already been used.',
      'storage-unavailable': 'Your browser does not let the search be saved (storage full or disabled).',
      'login-required': 'Log in to manage your alerts.',
      'search-not-found': 'This saved search no longer exists.',
      'invalid-activation-link': 'The activation link is incomplete.',
      'invalid-unsubscribe-link': 'The unsubscribe link is incomplete.',
      shared: 'Something went wrong. Please try again in a moment.',
    },
  },
};
