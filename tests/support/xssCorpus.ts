/**
 * Classic XSS vectors (OWASP XSS filter evasion cheat sheet), shared by the sanitiser's unit test and
 * the browser journey that stores them as an offer's description and company names. They call
 * `alert(1)`, as the cheat sheet writes them, so a page that runs one shows it as a dialog.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><button>go</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '"><script>alert(1)</script>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="//evil.example">x</a>',
];
