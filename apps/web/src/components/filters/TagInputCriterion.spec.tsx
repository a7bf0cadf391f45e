import { fireEvent, render, screen } from '@testing-library/react';
import { TagInputCriterion } from './TagInputCriterion';

describe('a free-text criterion', () => {
  it('says "Type and press Enter" and shows its hint under the input, describing it', () => {
    render(
      <TagInputCriterion
        id="zip"
        name="Zip Code"
        value={[]}
        onChange={() => undefined}
        hint="Zip codes or postcodes."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Zip Code' });
    expect(input.getAttribute('placeholder')).toBe('Type and press Enter');
    expect(screen.getByText('Zip codes or postcodes.').id).toBe('zip-hint');
    expect(input.getAttribute('aria-describedby')).toBe('zip-hint');
  });

  it('describes the input by the hint and the refusal of a dropped character together', () => {
    render(
      <TagInputCriterion
        id="zip"
        name="Zip Code"
        value={[]}
        onChange={() => undefined}
        hint="Digits only."
        sanitize={(text) => text.replace(/\D+/g, '')}
        rejectedMessage="Only numbers are accepted."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Zip Code' });
    fireEvent.change(input, { target: { value: '12a' } });
    expect(screen.getByRole('status').textContent).toBe('Only numbers are accepted.');
    expect(input.getAttribute('aria-describedby')).toBe('zip-hint zip-rejected');
  });
});
