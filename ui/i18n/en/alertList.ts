import type { Widen } from '../Widen.ts';
import type { alertListPl } from '../pl/alertList.ts';

export const alertListEn: Widen<typeof alertListPl> = {
  alertList: {
    header: {
      button: 'Job alerts',
      buttonUnread: 'Job alerts, new offers: {{count}}',
    },
    popup: {
      title: 'Saved searches',
      manage: 'Manage job alerts',
    },
    list: {
      label: 'Saved searches',
      loading: 'Loading saved searches…',
      failed: 'The saved searches could not be loaded.',
      retry: 'Try again',
      emptyTitle: 'No saved searches yet',
      emptyText:
        'On the offers list, turn on “Save filters” in the “Job alert” menu to come back to a search in one click or get new offers by e-mail.',
      guestNote: 'These searches are saved on this device (at most 10). Log in to get e-mail alerts.',
      unread: 'New offers: {{count}}',
      stateLocal: 'Saved on this device',
      stateNone: 'No e-mail alert',
      stateActive: 'E-mail alert: {{frequency}}',
      stateInactive: 'Waiting for activation from the e-mail ({{frequency}})',
      frequency: 'Frequency',
      enable: 'Turn on alert',
      disable: 'Turn off alert',
      delete: 'Delete',
      enabled: 'Alert turned on.',
      disabled: 'Alert turned off.',
      frequencyChanged: 'Frequency changed.',
      deleted: 'Search deleted.',
    },
    switcher: {
      button: 'Job alert',
      title: 'Job alert for this search',
      saveFilters: 'Save filters',
      saveFiltersHint: 'Your saved searches are under the bell in the header.',
      addAlert: 'Add e-mail alert',
    },
    help: {
      label: 'About saved searches',
      text: 'Save this search to come back to it in one click, or add an alert to get new offers by e-mail.',
      dismiss: 'Got it',
    },
    move: {
      title: 'Move your saved searches?',
      moved: 'Searches moved to your account: {{count}}.',
      kept: 'Searches that could not be moved: {{count}}. They stay on this device.',
    },
    page: {
      title: 'Job alerts',
      lead: 'Your saved searches and e-mail alerts. Open a search to see its new offers.',
      guestText: 'Log in to manage your saved searches and e-mail alerts.',
      login: 'Log in',
      register: 'Create an account',
      loading: 'Checking your session…',
    },
  },
};
