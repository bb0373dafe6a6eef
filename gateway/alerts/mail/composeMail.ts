import type { AlertFrequency, MailKind } from '../tables.ts';
import { escapeHtml } from './linkMail.ts';
import { fill, mailText, type MailLanguage } from './mailText.ts';

/** An e-mail as the outbox stores it. */
export interface ComposedMail {
  readonly kind: MailKind;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** What every alert e-mail knows: whose it is, in which language, and how to leave it. */
export interface AlertMailContext {
  readonly tenantName: string;
  readonly language: MailLanguage;
  readonly alertName: string;
  readonly frequency: AlertFrequency;
  /** The page link in the body: `/?job-alerts=unsubscribe&candidate-id=..&code=..` on the tenant's site. */
  readonly unsubscribeUrl: string;
  /** RFC 8058's target: the gateway address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  readonly oneClickUrl: string;
}

export interface DigestOffer {
  readonly title: string;
  readonly company: string;
  readonly city: string;
  readonly remote: boolean;
  readonly salaryMin: number | null;
  readonly salaryMax: number | null;
  readonly url: string;
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the gateway. */
function unsubscribeHeaders(context: AlertMailContext): Record<string, string> {
  return {
    'List-Unsubscribe': `<${context.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
}

interface Body {
  readonly paragraphs: readonly string[];
  readonly action?: { readonly label: string; readonly url: string };
  readonly offers?: readonly DigestOffer[];
  readonly after?: readonly string[];
  /** A second thing to do, after the main button: its text and link. */
  readonly also?: { readonly text: string; readonly label: string; readonly url: string };
}

function salaryText(offer: DigestOffer, language: MailLanguage): string | null {
  if (offer.salaryMin === null && offer.salaryMax === null) return null;
  const format = new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 0 });
  const range = [offer.salaryMin, offer.salaryMax].filter((n): n is number => n !== null).map((n) => format.format(n));
  return `${[...new Set(range)].join(' – ')} ${mailText[language].salaryPerMonth}`;
}

function offerLine(offer: DigestOffer, language: MailLanguage): string {
  const place = offer.remote ? mailText[language].remote : offer.city;
  return [offer.company, place, salaryText(offer, language)].filter((part): part is string => part !== null && part !== '').join(' · ');
}

function render(context: AlertMailContext, kind: MailKind, subject: string, body: Body): ComposedMail {
  const words = mailText[context.language];
  const footer = fill(words.footer, { tenant: context.tenantName });
  const text = [
    words.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.offers ?? []).flatMap((offer) => [`• ${offer.title}`, `  ${offerLine(offer, context.language)}`, `  ${offer.url}`, '']),
    ...(body.after ?? []).flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.also ? [body.also.text, `${body.also.label}: ${body.also.url}`, ''] : []),
    '-- ',
    footer,
    `${words.unsubscribe}: ${context.unsubscribeUrl}`,
    '',
  ].join('\n');

  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const offers = (body.offers ?? [])
    .map(
      (offer) =>
        `<li style="margin:0 0 14px"><a href="${escapeHtml(offer.url)}" style="color:#b3124a;font-weight:bold;text-decoration:none">${escapeHtml(offer.title)}</a><br>` +
        `<span style="color:#55556a">${escapeHtml(offerLine(offer, context.language))}</span></li>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    `<html lang="${context.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f7f9;font-family:Arial,Helvetica,sans-serif;color:#1c1c24;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d6d6e0;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(context.tenantName)}</p>`,
    paragraph(words.greeting),
    ...body.paragraphs.map(paragraph),
    offers === '' ? '' : `<ul style="padding-left:18px;margin:0 0 16px">${offers}</ul>`,
    ...(body.after ?? []).map(paragraph),
    body.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#b3124a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.action.label)}</a></p>`
      : '',
    body.also
      ? `${paragraph(body.also.text)}<p style="margin:0 0 16px"><a href="${escapeHtml(body.also.url)}" style="color:#b3124a;font-weight:bold">${escapeHtml(body.also.label)}</a></p>`
      : '',
    `<hr style="border:none;border-top:1px solid #d6d6e0;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:12px;color:#55556a">${escapeHtml(footer)} <a href="${escapeHtml(context.unsubscribeUrl)}" style="color:#55556a">${escapeHtml(words.unsubscribe)}</a></p>`,
    '</div></body></html>',
  ].join('');
  return { kind, subject, text, html, headers: unsubscribeHeaders(context) };
}

/** The guest's first e-mail: a link to the page whose button activates the alert (a GET alone never does). */
export function activationMail(context: AlertMailContext, activationUrl: string, setPasswordUrl: string | null = null): ComposedMail {
  const words = mailText[context.language];
  const values = { name: context.alertName, tenant: context.tenantName, frequency: words.frequency[context.frequency] };
  return render(context, 'activation', fill(words.activationSubject, values), {
    paragraphs: [fill(words.activationIntro, values)],
    action: { label: words.activationAction, url: activationUrl },
    after: [words.activationHint, words.activationIgnore],
    // "Create account" was ticked: the account's first password, through its own single-use link.
    ...(setPasswordUrl === null ? {} : { also: { text: fill(words.accountIntro, values), label: words.accountAction, url: setPasswordUrl } }),
  });
}

/** After activation (or a logged-in candidate enabling an alert). */
export function confirmationMail(context: AlertMailContext, searchUrl: string): ComposedMail {
  const words = mailText[context.language];
  const values = { name: context.alertName, tenant: context.tenantName, frequency: words.frequency[context.frequency] };
  return render(context, 'confirmation', fill(words.confirmationSubject, values), {
    paragraphs: [fill(words.confirmationIntro, values)],
    action: { label: words.confirmationAction, url: searchUrl },
  });
}

/** New offers since the last digest; `more`: there were more than the ones listed. */
export function digestMail(context: AlertMailContext, offers: readonly DigestOffer[], more: boolean, searchUrl: string): ComposedMail {
  const words = mailText[context.language];
  const values = { name: context.alertName };
  return render(context, 'digest', words.digestSubject(offers.length, context.alertName, more), {
    paragraphs: [fill(words.digestIntro, values)],
    offers,
    after: more ? [words.digestMore] : [],
    action: { label: words.digestAction, url: searchUrl },
  });
}
