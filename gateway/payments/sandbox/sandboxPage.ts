import type { PaymentStatusName } from '../../../contract/payments.ts';
import { sandboxPageText } from './sandboxPageText.ts';

type Language = 'pl' | 'en';

export interface SandboxPageModel {
  readonly language: Language;
  readonly tenantName: string;
  readonly paymentId: string;
  readonly planName: string;
  readonly offerTitle: string;
  readonly days: number;
  readonly extend: boolean;
  readonly netMinor: number;
  readonly taxMinor: number;
  readonly grossMinor: number;
  readonly currency: string;
  readonly status: PaymentStatusName;
  readonly returnUrl: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Prices as the spec writes them: a space between thousands, two decimals only when there are any (1 234, 798,27 in Polish). */
export function formatPrice(minor: number, currency: string, language: Language): string {
  const whole = Math.trunc(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = minor % 100;
  const decimals = cents === 0 ? '' : `${language === 'pl' ? ',' : '.'}${cents.toString().padStart(2, '0')}`;
  return `${whole}${decimals} ${currency}`;
}

const STYLE = [
  'body{margin:0;font-family:system-ui,sans-serif;background:#f7f7f9;color:#1c1c24;line-height:1.5}',
  'main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d6d6e0;border-radius:8px}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}',
  '.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}',
  'button{font:inherit;padding:.75rem 1.25rem;border-radius:6px;border:2px solid #1c1c24;cursor:pointer;min-height:44px}',
  'button[value=pay]{background:#0b6b2f;color:#fff;border-color:#0b6b2f}button[value=decline]{background:#fff;color:#8a1020;border-color:#8a1020}',
  'button:focus-visible,a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}',
  '@media (prefers-color-scheme:dark){body{background:#121218;color:#f1f1f5}main{background:#1d1d26;border-color:#3a3a48}a{color:#9cc7ff}}',
].join('');

/** The sandbox's payment page: what is paid for and how much, with Pay and Decline posting `decision` to the same address. */
export function renderSandboxPage(model: SandboxPageModel, styleNonce: string): string {
  const words = sandboxPageText[model.language];
  const other: Language = model.language === 'pl' ? 'en' : 'pl';
  const action = `/payments/sandbox/${model.paymentId}?lang=${model.language}`;
  const row = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;
  const what = (model.extend ? words.extend : words.publish).replace('{days}', String(model.days));
  const body =
    model.status === 'pending'
      ? `<form method="post" action="${escapeHtml(action)}" class="actions"><button type="submit" name="decision" value="pay">${escapeHtml(words.pay)}</button><button type="submit" name="decision" value="decline">${escapeHtml(words.decline)}</button></form>`
      : `<p role="status">${escapeHtml(words.settled.replace('{status}', words.statuses[model.status]))}</p><p><a href="${escapeHtml(model.returnUrl)}">${escapeHtml(words.back)}</a></p>`;
  return [
    '<!doctype html>',
    `<html lang="${model.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${words.title} – ${model.tenantName}`)}</title><style nonce="${escapeHtml(styleNonce)}">${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.intro)}</p>`,
    `<dl>${row(words.plan, model.planName)}${row(words.offer, model.offerTitle)}${row(words.period, what)}`,
    `${row(words.net, formatPrice(model.netMinor, model.currency, model.language))}${row(words.tax, formatPrice(model.taxMinor, model.currency, model.language))}`,
    `${row(words.gross, formatPrice(model.grossMinor, model.currency, model.language))}</dl>`,
    body,
    `<p><a href="/payments/sandbox/${escapeHtml(model.paymentId)}?lang=${other}" lang="${other}" hreflang="${other}">${escapeHtml(words.otherLanguage)}</a></p>`,
    '</main></body></html>',
  ].join('');
}

export function renderSandboxNotFound(language: Language, styleNonce: string): string {
  const words = sandboxPageText[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(words.title)}</title><style nonce="${escapeHtml(styleNonce)}">${STYLE}</style></head><body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.notFound)}</p></main></body></html>`;
}
