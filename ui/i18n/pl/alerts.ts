/** Polish texts of saved searches and job alerts: the failure kinds of core/alerts (alertFailureNotice) and the dialogs. */
export const alertsPl = {
  alerts: {
    frequencies: {
      daily: 'Codziennie',
      twiceAWeek: 'Dwa razy w tygodniu',
      weekly: 'Raz w tygodniu',
    },
    delete: {
      header: 'Usunąć zapisane wyszukiwanie?',
      text: 'Wyszukiwanie i jego powiadomienia zostaną usunięte.',
      confirm: 'Usuń',
      cancel: 'Anuluj',
    },
    move: {
      offer: 'Masz {{count}} wyszukiwań zapisanych na tym urządzeniu. Przenieść je na konto?',
      accept: 'Przenieś',
      decline: 'Nie teraz',
    },
    form: {
      errors: {
        'name-required': 'Podaj nazwę powiadomienia.',
        'name-pattern': 'Nazwa może zawierać tylko litery, cyfry, spacje oraz znaki , & # ( ) / + -.',
        'name-too-long': 'Nazwa może mieć najwyżej {{max}} znaków.',
        'email-required': 'Podaj adres e-mail.',
        'email-pattern': 'Podaj poprawny adres e-mail, np. jan@example.com.',
        'privacy-required': 'Zaakceptuj politykę prywatności.',
        frequency: 'Wybierz częstotliwość z listy.',
        'search-url': 'To nie jest adres listy ofert.',
      },
    },
    failures: {
      'candidate-exists': 'Konto kandydata z tym adresem e-mail już istnieje. Zaloguj się, aby zarządzać powiadomieniami.',
      'active-alert-exists': 'To powiadomienie jest już aktywne.',
      'alert-exists': 'Takie powiadomienie już istnieje.',
      'filter-exists': 'To wyszukiwanie jest już zapisane.',
      'account-exists': 'Ten adres e-mail należy do konta. Zaloguj się, aby ustawić powiadomienie.',
      'alert-limit-reached': 'Osiągnięto limit powiadomień. Usuń jedno, aby dodać nowe.',
      'local-limit-reached': 'Bez logowania możesz zapisać najwyżej {{max}} wyszukiwań. Usuń jedno lub zaloguj się.',
      'alert-failed': 'Nie udało się utworzyć powiadomienia. Spróbuj ponownie za chwilę.',
      'alert-update-failed': 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
      'activation-conflict': 'Ten link aktywacyjny jest nieprawidłowy lub został już użyty.',
      'unsubscribe-failed': 'Nie udało się wypisać z powiadomienia: link jest nieprawidłowy lub został już użyty.',
      'storage-unavailable': 'Przeglądarka nie pozwala zapisać wyszukiwania (pamięć pełna lub wyłączona).',
      'login-required': 'Zaloguj się, aby zarządzać powiadomieniami.',
      'search-not-found': 'Nie ma już takiego zapisanego wyszukiwania.',
      'invalid-activation-link': 'Link aktywacyjny jest niekompletny.',
      'invalid-unsubscribe-link': 'Link do wypisania jest niekompletny.',
      shared: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
    },
  },
};
