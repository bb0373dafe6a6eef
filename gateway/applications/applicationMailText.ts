/** Every word of the applicants' e-mails, in both languages of the boards. `{x}` marks a value. */
export const applicationMailText = {
  pl: {
    greeting: 'Dzień dobry {name},',
    confirmSubject: 'Potwierdź aplikację: {title}',
    confirmIntro: 'dziękujemy za aplikację na stanowisko {title} w firmie {company}. Potwierdź swój adres e-mail, a przekażemy ją pracodawcy.',
    confirmAction: 'Potwierdź aplikację',
    confirmHint: 'Link jest ważny 7 dni. Niepotwierdzona aplikacja zostanie usunięta razem z CV.',
    statusSubject: 'Twoja aplikacja na stanowisko {title}: {status}',
    statusIntro: 'firma {company} zmieniła status Twojej aplikacji na stanowisko {title}. Nowy status: {status}.',
    statusActionCandidate: 'Zobacz historię aplikacji',
    statusActionGuest: 'Zobacz ofertę',
    footer: 'Wiadomość wysłana automatycznie przez {tenant} w sprawie Twojej aplikacji.',
    statuses: { new: 'nowa', 'in-review': 'w weryfikacji', interview: 'rozmowa', offer: 'oferta', hired: 'zatrudnienie', rejected: 'odrzucona' },
  },
  en: {
    greeting: 'Hello {name},',
    confirmSubject: 'Confirm your application: {title}',
    confirmIntro:
      'thank you for applying for {title} at {company}. Confirm your e-mail address and we will pass your application on to the employer.',
    confirmAction: 'Confirm the application',
    confirmHint: 'The link works for 7 days. An application not confirmed by then is deleted with its CV.',
    statusSubject: 'Your application for {title}: {status}',
    statusIntro: '{company} changed the status of your application for {title}. New status: {status}.',
    statusActionCandidate: 'See your application history',
    statusActionGuest: 'See the offer',
    footer: 'Sent automatically by {tenant} about your application.',
    statuses: { new: 'new', 'in-review': 'in review', interview: 'interview', offer: 'offer', hired: 'hired', rejected: 'not selected' },
  },
} as const;
