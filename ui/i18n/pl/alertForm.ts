/** Polish texts of the job alert register dialog (#add-alert) and the "save job alert" banner in the offers list. */
export const alertFormPl = {
  alertForm: {
    title: 'Powiadomienie o nowych ofertach',
    intro: 'Wyślemy Ci e-mail, gdy pojawią się nowe oferty pasujące do tego wyszukiwania.',
    name: 'Nazwa powiadomienia',
    email: 'Adres e-mail',
    frequency: 'Jak często wysyłać',
    privacyBefore: 'Akceptuję',
    privacyLink: 'politykę prywatności',
    privacyAfter: 'i zgadzam się na wysyłanie powiadomień o ofertach.',
    marketing: 'Chcę otrzymywać informacje marketingowe',
    createAccount: 'Załóż mi konto kandydata',
    submit: 'Utwórz powiadomienie',
    submitting: 'Tworzenie powiadomienia…',
    loading: 'Wczytywanie…',
    successTitle: 'Sprawdź skrzynkę e-mail',
    successText: 'Wysłaliśmy link aktywacyjny na adres {{email}}. Kliknij go, aby włączyć powiadomienie.',
    done: 'Zamknij',
    savedSnackbar: 'Powiadomienie zostało zapisane.',
    banner: {
      title: 'Nie przegap nowych ofert',
      text: 'Zapisz to wyszukiwanie, a damy Ci znać e-mailem o nowych ofertach.',
      open: 'Utwórz powiadomienie',
      dismiss: 'Ukryj baner o powiadomieniach',
    },
  },
};
