import { render, screen } from '@testing-library/react';
import { EmailModal, paidByText } from './EmailModal';

describe('EmailModal', () => {
  it('says which teammate paid for the person, and when', () => {
    render(
      <EmailModal
        show
        contactName="Ann Lee"
        email="ann@acme.com"
        paidBy={{ name: 'Ana Ruiz', on: '2026-11-03T10:00:00.000Z', byYou: false }}
        onHide={() => undefined}
      />,
    );
    expect(screen.getByText('Revealed by Ana Ruiz, Nov 3 — free for your team.')).toBeTruthy();
  });

  it('says nothing of the kind when the caller paid, or nobody had', () => {
    expect(paidByText({ name: 'Me', on: '2026-11-03T10:00:00.000Z', byYou: true })).toBeNull();
    expect(paidByText(null)).toBeNull();
    expect(paidByText(undefined)).toBeNull();
  });
});
