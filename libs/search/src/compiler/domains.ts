// Company web addresses as users type them ("https://www.Acme.com/about") → the domain we store ("acme.com").

export function normaliseDomain(input: string): string {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, ''); // scheme
  text = text.replace(/^\/\//, ''); // protocol-relative
  text = text.split(/[/?#\\]/, 1)[0]; // path, query, fragment
  text = text.replace(/^[^@]*@/, ''); // user info
  text = text.replace(/:\d*$/, ''); // port
  text = text.replace(/^www\d*\./, '');
  return text.replace(/\.+$/, '');
}
