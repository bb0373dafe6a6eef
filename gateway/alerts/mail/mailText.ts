import type { AlertFrequency } from '../tables.ts';

export type MailLanguage = 'pl' | 'en';

/** Polish counts: 1 oferta, 2–4 oferty (but 12–14 ofert), 5+ ofert. */
export function polishPlural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const tens = n % 100;
  const units = n % 10;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
}

/** Every word the alert e-mails use, in both languages of the boards. `{x}` marks a value. */
export const mailText = {
  pl: {
    frequency: { daily: 'codziennie', twiceAWeek: 'dwa razy w tygodniu', weekly: 'raz w tygodniu' } satisfies Record<AlertFrequency, string>,
    greeting: 'Dzień dobry,',
    activationSubject: 'Potwierdź alert o ofertach pracy: {name}',
    activationIntro:
      'ktoś (mamy nadzieję, że Ty) poprosił {tenant} o wysyłanie na ten adres nowych ofert pracy pasujących do wyszukiwania „{name}”, {frequency}.',
    activationAction: 'Potwierdź alert',
    activationHint: 'Link otwiera stronę, na której potwierdzisz alert jednym przyciskiem. Jest ważny 30 dni.',
    activationIgnore: 'Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nic więcej nie wyślemy.',
    accountIntro:
      'Założyliśmy też dla Ciebie konto kandydata w {tenant}. Ustaw do niego hasło, aby się logować (link jest ważny 30 dni i działa raz).',
    accountAction: 'Ustaw hasło do konta',
    confirmationSubject: 'Alert włączony: {name}',
    confirmationIntro: 'Twój alert „{name}” jest aktywny. Nowe oferty pasujące do wyszukiwania wyślemy {frequency}.',
    confirmationAction: 'Zobacz aktualne oferty',
    digestSubject: (count: number, name: string, more: boolean) =>
      `${more ? 'Ponad ' : ''}${count} ${polishPlural(count, 'nowa oferta', 'nowe oferty', 'nowych ofert')}: ${name}`,
    digestIntro: 'nowe oferty pasujące do Twojego alertu „{name}”:',
    digestMore: 'To nie wszystko: kolejne oferty znajdziesz w wynikach wyszukiwania.',
    digestAction: 'Zobacz wszystkie oferty',
    remote: 'praca zdalna',
    salaryPerMonth: 'PLN/mies.',
    footer: 'Otrzymujesz tę wiadomość, bo zapisano ten adres na alert o ofertach pracy w serwisie {tenant}.',
    unsubscribe: 'Wypisz się z tego alertu',
  },
  en: {
    frequency: { daily: 'every day', twiceAWeek: 'twice a week', weekly: 'once a week' } satisfies Record<AlertFrequency, string>,
    greeting: 'Hello,',
    activationSubject: 'Confirm your job alert: {name}',
    activationIntro: 'someone (we hope it was you) asked {tenant} to send new job offers matching the search “{name}” to this address, {frequency}.',
    activationAction: 'Confirm the alert',
    activationHint: 'The link opens a page where one button confirms the alert. It works for 30 days.',
    activationIgnore: 'If this was not you, ignore this message: without confirmation we send nothing more.',
    accountIntro: 'We also made you a candidate account at {tenant}. Set its password to log in (the link works once, for 30 days).',
    accountAction: 'Set your account password',
    confirmationSubject: 'Your job alert is on: {name}',
    confirmationIntro: 'Your alert “{name}” is active. We will send new offers matching the search {frequency}.',
    confirmationAction: 'See the current offers',
    digestSubject: (count: number, name: string, more: boolean) => `${more ? 'Over ' : ''}${count} new ${count === 1 ? 'offer' : 'offers'}: ${name}`,
    digestIntro: 'new offers matching your alert “{name}”:',
    digestMore: 'There are more: see them all in the search results.',
    digestAction: 'See all offers',
    remote: 'remote',
    salaryPerMonth: 'PLN/month',
    footer: 'You receive this message because this address was signed up for a job alert on {tenant}.',
    unsubscribe: 'Unsubscribe from this alert',
  },
} as const;

export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
