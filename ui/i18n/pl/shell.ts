/** Polish texts of the page shell. */
export const shellPl = {
  common: {
    skipToContent: 'Przejdź do treści',
    loading: 'Ładowanie…',
    close: 'Zamknij',
    retry: 'Spróbuj ponownie',
    backHome: 'Wróć na stronę główną',
  },
  header: {
    homeLink: '{{name}}: strona główna',
    mainNavigation: 'Główna nawigacja',
    addOffer: 'Dodaj ogłoszenie',
    openMenu: 'Otwórz menu',
    offers: 'Oferty pracy',
    salaryCalculator: 'Kalkulator wynagrodzeń',
  },
  language: {
    label: 'Język',
    choose: 'Wybierz język',
    pl: 'Polski',
    en: 'English',
  },
  colorMode: {
    label: 'Tryb kolorów',
    toDark: 'Włącz tryb ciemny',
    toLight: 'Włącz tryb jasny',
  },
  footer: {
    label: 'Stopka',
    copyright: '© {{year}} {{name}}. Wszelkie prawa zastrzeżone.',
  },
  home: {
    title: 'Oferty pracy w IT',
    heading: 'Znajdź pracę w branży technologicznej',
    offersCount_one: '{{count}} oferta pracy czeka na Ciebie',
    offersCount_few: '{{count}} oferty pracy czekają na Ciebie',
    offersCount_many: '{{count}} ofert pracy czeka na Ciebie',
    offersCount_other: '{{count}} oferty pracy czeka na Ciebie',
    browse: 'Przeglądaj oferty',
  },
  offer: {
    title: 'Oferta pracy',
    notFound: 'Nie znaleziono tej oferty.',
  },
  listing: {
    title: 'Oferty pracy',
  },
  salaryCalculator: {
    title: 'Kalkulator wynagrodzeń',
  },
  errors: {
    notFoundTitle: 'Nie znaleziono strony',
    notFoundBody: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    serverTitle: 'Coś poszło nie tak',
    serverBody: 'Nie udało się wczytać strony. Spróbuj ponownie za chwilę.',
    gateway: 'Serwer odpowiedział w nieoczekiwany sposób. Spróbuj ponownie za chwilę.',
  },
};
