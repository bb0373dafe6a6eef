/** Polish texts of the candidate's settings page: consents, password change, data export and account deletion. */
export const profileSettingsPl = {
  settings: {
    title: 'Ustawienia',
    heading: 'Ustawienia',
    lead: 'Twoje zgody, hasło i dane.',
    consents: 'Zgody',
    consentNames: {
      profiling: 'Dopasowywanie ofert (profilowanie)',
    },
    consentHelp: {
      profiling:
        'Porównujemy Twoje preferencje z ofertami, aby pokazać dopasowane oferty i procent dopasowania. Zgodę możesz wycofać w każdej chwili.',
    },
    consentSaved: 'Zgoda została zapisana.',
    consentWithdrawn: 'Zgoda została wycofana.',
    password: 'Zmiana hasła',
    currentPassword: 'Obecne hasło',
    newPassword: 'Nowe hasło (co najmniej {{min}} znaków)',
    passwordSubmit: 'Zmień hasło',
    passwordChanged: 'Hasło zostało zmienione. Inne urządzenia zostały wylogowane.',
    wrongPassword: 'Obecne hasło jest nieprawidłowe.',
    export: 'Twoje dane',
    exportText: 'Pobierz wszystko, co o Tobie przechowujemy, jako plik JSON.',
    exportButton: 'Pobierz moje dane',
    exporting: 'Przygotowujemy…',
    exported: 'Twoje dane zostały pobrane.',
    delete: 'Usunięcie konta',
    deleteText: 'Twoje konto i wszystko, co w nim jest (profil, ulubione, zapisane wyszukiwania i powiadomienia), zostanie trwale usunięte.',
    deleteButton: 'Usuń moje konto',
    deleteHeader: 'Usunąć konto?',
    deleteConfirmText: 'Tego nie można cofnąć. Profil, ulubione oferty, zapisane wyszukiwania i powiadomienia zostaną usunięte.',
    deleteAccept: 'Usuń na zawsze',
    deleted: 'Twoje konto zostało usunięte.',
  },
};
