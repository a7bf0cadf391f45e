import { loginRequestSchema, signUpRequestSchema } from './auth';
import { passwordProblem } from './credentials';

describe('password policy', () => {
  it('needs at least 8 characters', () => {
    expect(passwordProblem('Abc123!')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('Abc123!x')).toBeNull();
  });

  it('rejects the most common passwords whatever their case', () => {
    expect(passwordProblem('Password123')).toBe('This password is too common. Choose another one.');
    expect(passwordProblem('qwertyuiop')).toBe('This password is too common. Choose another one.');
  });

  it('rejects one repeated character', () => {
    expect(passwordProblem('zzzzzzzzzz')).toBe('Password cannot be one character repeated.');
  });
});

describe('auth requests', () => {
  it('normalises the e-mail to lower case', () => {
    expect(loginRequestSchema.parse({ email: ' Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com');
  });

  it('rejects a bad e-mail, unknown fields and a weak password on sign-up', () => {
    expect(loginRequestSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x', role: 'admin' }).success).toBe(false);
    const weak = signUpRequestSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'password',
    });
    expect(weak.success).toBe(false);
  });
});
