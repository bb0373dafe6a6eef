import type { MailboxItem } from './LocalMailbox.ts';

/** The address filter of the local mailbox: trimmed and lower-cased (the outbox stores addresses so); blank is no filter. */
export function mailboxAddressFilter(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim().toLowerCase();
  return text === '' ? null : text;
}

/** Newest first by creation time; equal times keep their order. Unreadable times go last. */
export function newestFirst(items: readonly MailboxItem[]): readonly MailboxItem[] {
  const time = (item: MailboxItem) => {
    const value = Date.parse(item.createdAt);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return items
    .map((item, index) => ({ item, index, at: time(item) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : b.at > a.at ? 1 : -1))
    .map(({ item }) => item);
}

/** A piece of a mail's text body: plain text, or a link into this site (`to` is a path with query and hash). */
export type MailTextPart = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly text: string; readonly to: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** Host names that are this machine: the local mailbox only answers there, and links default to http://localhost:3000. */
const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * Splits a mail's text body into text and links, for showing it as text (never its HTML). An
 * http(s) address becomes a link when it points to this site: the page's own host name, or a
 * loopback host (the e-mails' default public address is http://localhost:3000, while the page may be
 * on another port or a tenant's `*.localhost` name). The link keeps only the path, query and hash, so
 * it opens on the page's own origin and tenant. Any other address stays text.
 */
export function mailTextParts(text: string, pageHostname: string): readonly MailTextPart[] {
  const parts: MailTextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const address = match[0].replace(TRAILING, '');
    plain += text.slice(last, start);
    last = start + address.length;
    const to = ownPath(address, pageHostname);
    if (to === null) {
      plain += address;
      continue;
    }
    if (plain !== '') parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: address, to });
  }
  plain += text.slice(last);
  if (plain !== '') parts.push({ kind: 'text', text: plain });
  return parts;
}

function ownPath(address: string, pageHostname: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host !== pageHostname.toLowerCase() && !isLoopbackHost(host)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
