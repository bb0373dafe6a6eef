/** Every word of the e-mails a candidate gets about invitations and chats, in both languages. `{x}` marks a value. */
export const candidateMailText = {
  pl: {
    greeting: 'Dzień dobry {name},',
    invitationSubject: '{company} zaprasza Cię do rozmowy w {tenant}',
    invitationIntro: 'firma {company} znalazła Twój profil i zaprasza Cię do rozmowy o ofercie „{offer}”. Możesz przyjąć albo odrzucić zaproszenie.',
    invitationAction: 'Zobacz zaproszenie',
    invitationHint: 'Firma pozna Twoje dane kontaktowe dopiero wtedy, gdy przyjmiesz zaproszenie i zaczniecie rozmowę.',
    unreadSubject: 'Masz nieprzeczytane wiadomości w {tenant}',
    unreadIntro: 'czekają na Ciebie nieprzeczytane wiadomości od firm ({count}).',
    unreadAction: 'Przeczytaj wiadomości',
    unreadHint: 'Piszemy o nieprzeczytanych wiadomościach najwyżej raz dziennie.',
    footer: 'Wiadomość wysłana automatycznie przez {tenant}. Możesz wyłączyć zaproszenia w ustawieniach konta.',
  },
  en: {
    greeting: 'Hello {name},',
    invitationSubject: '{company} invites you to a conversation at {tenant}',
    invitationIntro: '{company} found your profile and invites you to talk about the offer "{offer}". You can accept or decline the invitation.',
    invitationAction: 'See the invitation',
    invitationHint: 'The company learns your contact details only once you accept and the conversation starts.',
    unreadSubject: 'You have unread messages at {tenant}',
    unreadIntro: 'companies have sent you messages you have not read yet ({count}).',
    unreadAction: 'Read your messages',
    unreadHint: 'We write about unread messages at most once a day.',
    footer: 'Sent automatically by {tenant}. You can turn invitations off in your account settings.',
  },
} as const;
