import { act, fireEvent, render, screen } from '@testing-library/react';
import { COUNTRY_OPTIONS } from './location-options';
import { SingleSelectCriterion } from './SingleSelectCriterion';

// jsdom lays nothing out: each option stands 36 px below the last (by the index react-select puts in its id),
// the menu's list shows 300 px of them, and scrollTop keeps what is set.
const OPTION_HEIGHT = 36;
const LIST_HEIGHT = 300;
const optionIndex = (element: HTMLElement): number => Number(/-option-(\d+)$/.exec(element.id)?.[1] ?? 0);
const layout: Record<string, PropertyDescriptor> = {
  offsetTop: {
    configurable: true,
    get: function (this: HTMLElement) {
      return optionIndex(this) * OPTION_HEIGHT;
    },
  },
  offsetHeight: { configurable: true, get: () => OPTION_HEIGHT },
  clientHeight: { configurable: true, get: () => LIST_HEIGHT },
};
const saved: Record<string, PropertyDescriptor | undefined> = {};

beforeAll(() => {
  for (const [name, descriptor] of Object.entries(layout)) {
    saved[name] = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

function openCountries(value: string | null) {
  render(
    <SingleSelectCriterion
      id="country"
      name="Country"
      options={COUNTRY_OPTIONS}
      value={value}
      onChange={() => undefined}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Country' });
  act(() => input.focus());
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  const focused = document.querySelector<HTMLElement>('.criterion-select__option--is-focused');
  const list = document.querySelector<HTMLElement>('.criterion-select__menu-list');
  if (!focused || !list) throw new Error('the menu did not open');
  return { focused, list };
}

describe('a single-choice criterion (the Country dropdown)', () => {
  it('opens at the chosen country: focused and scrolled into the middle of the list', () => {
    const { focused, list } = openCountries('norway');
    expect(focused.textContent).toBe('Norway');
    const index = COUNTRY_OPTIONS.findIndex((option) => option.label === 'Norway');
    expect(optionIndex(focused)).toBe(index);
    expect(list.scrollTop).toBe(index * OPTION_HEIGHT - (LIST_HEIGHT - OPTION_HEIGHT) / 2);
  });

  it('opens at United States, the default country, far down the list', () => {
    const { focused, list } = openCountries('united states');
    expect(focused.textContent).toBe('United States');
    expect(list.scrollTop).toBeGreaterThan(200 * OPTION_HEIGHT);
  });

  it('opens at the top with nothing chosen', () => {
    const { focused, list } = openCountries(null);
    expect(focused.textContent).toBe(COUNTRY_OPTIONS[0].label);
    expect(list.scrollTop).toBe(0);
  });
});
