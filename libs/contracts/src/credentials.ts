// The zod-free half of the auth contracts: the password policy, the e-mail pattern and the reasons the SPA
// needs on its first load. Kept apart from the schemas so the sign-in page and the app shell do not download zod
// (docs/performance.md); auth.ts builds the request schemas from these same rules.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The most common passwords of public breach lists (top of the SecLists 10k list) that are long
// enough to pass the length rule — the ones a length check alone would let through.
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  '12121212',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'letmein123',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'admin123',
  'administrator',
  'changeme',
  'changeme1',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'jordan23',
  'liverpool',
  'chocolate',
  'butterfly',
  'pokemon1',
  'monkey123',
  'dragon12',
  'mustang1',
  'master12',
  'shadow12',
  'freedom1',
  'qazwsxedc',
  '1qaz2wsx',
  'zaq12wsx',
  'aa123456',
  'a1234567',
  'default1',
  'samsung1',
  'google123',
  'secret12',
  'passpass',
  'test1234',
  'testtest',
  'hello123',
  'lovely12',
  'blink182',
  'charlie1',
  'leadsignal',
  'leadsignal1',
  'leadsignal123',
]);

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common. Choose another one.';
  if (/^(.)\1+$/.test(password)) return 'Password cannot be one character repeated.';
  return null;
}

/** zod's own e-mail pattern (z.email()), so the SPA's check and emailSchema agree (zod-free.spec.ts compares them). */
// zod's source verbatim, so the spec can compare them.
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

/** What emailSchema accepts (trimmed, at most 254 characters, zod's pattern), without zod. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
