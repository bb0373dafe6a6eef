/** Polish texts of the job-alert list surfaces: header popup, listing switcher, help tooltip, move prompt, candidate page. */
export const alertListPl = {
  alertList: {
    header: {
      button: 'Powiadomienia o ofertach',
      buttonUnread: 'Powiadomienia o ofertach, nowe oferty: {{count}}',
    },
    popup: {
      title: 'Zapisane wyszukiwania',
      manage: 'Zarządzaj powiadomieniami',
    },
    list: {
      label: 'Zapisane wyszukiwania',
      loading: 'Wczytywanie zapisanych wyszukiwań…',
      failed: 'Nie udało się wczytać zapisanych wyszukiwań.',
      retry: 'Spróbuj ponownie',
      emptyTitle: 'Nie masz jeszcze zapisanych wyszukiwań',
      emptyText:
        'Na liście ofert włącz „Zapisz filtry” w menu „Powiadomienie”, aby wrócić do wyszukiwania jednym kliknięciem lub dostawać nowe oferty e-mailem.',
      guestNote: 'Wyszukiwania są zapisane na tym urządzeniu (najwyżej 10). Zaloguj się, aby dostawać powiadomienia e-mailem.',
      unread: 'Nowe oferty: {{count}}',
      stateLocal: 'Zapisane na tym urządzeniu',
      stateNone: 'Bez powiadomienia e-mail',
      stateActive: 'Powiadomienie e-mail: {{frequency}}',
      stateInactive: 'Czeka na aktywację z e-maila ({{frequency}})',
      frequency: 'Częstotliwość',
      enable: 'Włącz powiadomienie',
      disable: 'Wyłącz powiadomienie',
      delete: 'Usuń',
      enabled: 'Powiadomienie włączone.',
      disabled: 'Powiadomienie wyłączone.',
      frequencyChanged: 'Częstotliwość zmieniona.',
      deleted: 'Wyszukiwanie usunięte.',
    },
    switcher: {
      button: 'Powiadomienie',
      title: 'Powiadomienie o tym wyszukiwaniu',
      saveFilters: 'Zapisz filtry',
      saveFiltersHint: 'Zapisane wyszukiwania znajdziesz pod dzwonkiem w nagłówku.',
      addAlert: 'Dodaj powiadomienie e-mail',
    },
    help: {
      label: 'Podpowiedź o zapisanych wyszukiwaniach',
      text: 'Zapisz to wyszukiwanie, aby wrócić do niego jednym kliknięciem, albo dodaj powiadomienie, aby nowe oferty przychodziły e-mailem.',
      dismiss: 'Rozumiem',
    },
    move: {
      title: 'Przenieść zapisane wyszukiwania?',
      moved: 'Przeniesione na konto wyszukiwania: {{count}}.',
      kept: 'Nie udało się przenieść wyszukiwań: {{count}}. Zostały na tym urządzeniu.',
    },
    page: {
      title: 'Powiadomienia o ofertach',
      lead: 'Twoje zapisane wyszukiwania i powiadomienia e-mail. Otwórz wyszukiwanie, aby zobaczyć nowe oferty.',
      guestText: 'Zaloguj się, aby zarządzać zapisanymi wyszukiwaniami i powiadomieniami e-mail.',
      login: 'Zaloguj się',
      register: 'Załóż konto',
      loading: 'Sprawdzanie sesji…',
    },
  },
};
