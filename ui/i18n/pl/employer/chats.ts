/** Polish texts of the panel's chats page. */
export const panelChatsPl = {
  chats: {
    nav: 'Czaty',
    title: 'Czaty',
    heading: 'Rozmowy z kandydatami',
    lead: 'Rozmowy z kandydatami, którzy przyjęli zaproszenie Twojej firmy.',
    empty: 'Nie masz jeszcze rozmów. Zaproś kandydatów do rozmowy na stronie Kandydaci.',
  },
};
