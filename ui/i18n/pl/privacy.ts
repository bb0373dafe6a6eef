export const privacyPl = {
  privacy: {
    title: 'Polityka prywatności',
    intro: 'Ta strona mówi, jakie dane o Tobie przechowuje {{tenant}}, po co i jak z nich zrezygnować.',
    sections: {
      alerts: {
        heading: 'Powiadomienia o ofertach pracy',
        body: 'Gdy zakładasz powiadomienie, przechowujemy Twój adres e-mail, zapisane wyszukiwanie, częstotliwość i zgody, które zaznaczysz. Powiadomienie zaczyna działać dopiero po kliknięciu przycisku w wiadomości aktywacyjnej. Każda wiadomość ma link do wypisania się jednym kliknięciem; po wypisaniu usuwamy to powiadomienie.',
      },
      account: {
        heading: 'Konto kandydata',
        body: 'Konto przechowuje imię, nazwisko, adres e-mail i skrót hasła (nigdy samo hasło), a także ulubione oferty i zapisane wyszukiwania. Sesja logowania trwa w ciasteczku HttpOnly, którego skrypty strony nie mogą odczytać.',
      },
      device: {
        heading: 'Dane w Twojej przeglądarce',
        body: 'Bez logowania zapisane wyszukiwania (do 10) i ostatnie wyszukiwania zostają tylko w Twojej przeglądarce. Możesz je usunąć w każdej chwili, czyszcząc dane strony.',
      },
      cookies: {
        heading: 'Ciasteczka i statystyki',
        body: 'Niezbędne ciasteczka zapamiętują język, tryb kolorów, walutę i Twoją decyzję o ciasteczkach. Statystyki (które przełączniki filtrów są używane, bez danych osobowych) wysyłamy tylko wtedy, gdy zgodzisz się na ciasteczka wydajnościowe. Decyzję zmienisz w ustawieniach ciasteczek w stopce.',
      },
      rights: {
        heading: 'Twoje prawa',
        body: 'Masz prawo wglądu do swoich danych, ich poprawienia i usunięcia. Napisz do administratora serwisu; dane konta usuwamy razem z kontem.',
      },
    },
  },
};
