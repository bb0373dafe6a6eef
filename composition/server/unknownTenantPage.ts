const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain, bilingual page for a host that names no tenant: no script, no crash. */
export function unknownTenantPage(hostname: string): string {
  const host = escapeHtml(hostname.slice(0, 200));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404: unknown job board</title></head><body><main><h1>404: no job board here</h1><p>There is no job board at <strong>${host}</strong>. Check the address.</p><p lang="pl">Pod adresem <strong>${host}</strong> nie ma tablicy ogłoszeń. Sprawdź adres.</p></main></body></html>`;
}

/** A plain, bilingual 404 for an address that cannot even be decoded. */
export function badUrlPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404: page not found</title></head><body><main><h1>404: page not found</h1><p>This address is not valid. <a href="/">Go to the home page</a>.</p><p lang="pl">Ten adres jest nieprawidłowy. <a href="/">Przejdź na stronę główną</a>.</p></main></body></html>';
}

/** A plain, bilingual 400 for a Host header that names no host (`a b`, `x/y`). */
export function badHostPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>400: bad request</title></head><body><main><h1>400: bad request</h1><p>The address this request was sent to is not a valid host name.</p><p lang="pl">Adres, pod który wysłano to żądanie, nie jest poprawną nazwą hosta.</p></main></body></html>';
}
