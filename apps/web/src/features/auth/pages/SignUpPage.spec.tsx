import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SignUpPage } from './SignUpPage';
import { apiError, mockApi, SIGNUP_WORDING } from '../../../../test/api';
import { renderPage } from '../../../../test/render';

type Label = 'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password';

function fill(values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const VALID = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'Ada@Example.com',
  Password: 'analytical-engine',
  'Confirm password': 'analytical-engine',
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

/** The inline problem shown for a field, read through its aria-describedby like a screen reader would. */
function problemOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(ids[0])?.textContent ?? null;
}

beforeEach(() => localStorage.clear());

describe('sign-up page', () => {
  it('shows the signup wording', async () => {
    mockApi();
    renderPage('/signup', <SignUpPage />);
    expect(await screen.findByText(SIGNUP_WORDING)).toBeTruthy();
  });

  it('marks every empty field as required and does not call the server', async () => {
    const api = mockApi();
    renderPage('/signup', <SignUpPage />);
    submit();

    expect(problemOf('First name')).toBe('First name is required.');
    expect(problemOf('Last name')).toBe('Last name is required.');
    expect(problemOf('Email')).toBe('Email is required.');
    expect(problemOf('Password')).toBe('Password is required.');
    expect(problemOf('Confirm password')).toBe('Confirm the password.');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    await screen.findByText(SIGNUP_WORDING);
    expect(api.bodiesOf('POST auth/SignUp')).toEqual([]);
  });

  it('treats a name of spaces as missing', () => {
    mockApi();
    renderPage('/signup', <SignUpPage />);
    fill({ ...VALID, 'Last name': '   ' });
    submit();
    expect(problemOf('First name')).toBeNull();
    expect(problemOf('Last name')).toBe('Last name is required.');
  });

  it('checks the e-mail format once the field is left, and clears the problem when fixed', () => {
    mockApi();
    renderPage('/signup', <SignUpPage />);
    // Passing through an empty field says nothing: "required" waits for the submit.
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(problemOf('Email')).toBeNull();

    fill({ Email: 'ada@' });
    expect(problemOf('Email')).toBeNull();

    fireEvent.blur(screen.getByLabelText('Email'));
    expect(problemOf('Email')).toBe('Enter a valid e-mail address.');

    fill({ Email: 'ada@example.com' });
    expect(problemOf('Email')).toBeNull();
  });

  it.each([
    ['short', 'Password must be at least 8 characters.'],
    ['password123', 'This password is too common. Choose another one.'],
    ['aaaaaaaaaa', 'Password cannot be one character repeated.'],
    ['x'.repeat(129), 'Password must be at most 128 characters.'],
  ])('applies the server password policy to %s', (password, problem) => {
    mockApi();
    renderPage('/signup', <SignUpPage />);
    fill({ ...VALID, Password: password, 'Confirm password': password });
    submit();
    expect(problemOf('Password')).toBe(problem);
  });

  it('tells the user when the confirmation does not match', () => {
    mockApi();
    renderPage('/signup', <SignUpPage />);
    fill({ ...VALID, 'Confirm password': 'analytical-engines' });
    submit();
    expect(problemOf('Password')).toBeNull();
    expect(problemOf('Confirm password')).toBe('Passwords do not match.');
  });

  it('signs up with a valid form and goes to /welcome', async () => {
    const api = mockApi({ 'POST auth/SignUp': () => new Response(null, { status: 201 }) });
    const { router } = renderPage('/signup', <SignUpPage />);
    fill({ ...VALID, 'First name': ' Ada ' });
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(api.bodiesOf('POST auth/SignUp')).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', password: 'analytical-engine' },
    ]);
    expect(router.state.location.state).toEqual({ email: 'Ada@Example.com' });
  });

  it('shows the server reason when the e-mail is taken', async () => {
    mockApi({
      'POST auth/SignUp': () => apiError(409, 'An account with this e-mail address already exists.', 'email'),
    });
    const { router } = renderPage('/signup', <SignUpPage />);
    fill(VALID);
    submit();

    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('An account with this e-mail address already exists.');
    expect(screen.getByRole('link', { name: 'reset your password' }).getAttribute('href')).toBe('/forgotpassword');
    expect(router.state.location.pathname).toBe('/signup');
  });
});
