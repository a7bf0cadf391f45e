import { takeBootAnswer } from './boot-data';

describe('takeBootAnswer', () => {
  beforeAll(() => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'boot-data';
    element.textContent = JSON.stringify({ 'settings/public': { payments: 'test' }, 'settings/loginVerbiage': null });
    document.head.append(element);
  });

  it('hands out an answer the HTML carries once, then nothing', () => {
    expect(takeBootAnswer('settings/public')).toEqual({ payments: 'test' });
    expect(takeBootAnswer('settings/public')).toBeUndefined();
  });

  it('tells an answer of null from no answer', () => {
    expect(takeBootAnswer('settings/loginVerbiage')).toBeNull();
    expect(takeBootAnswer('settings/signupVerbiage')).toBeUndefined();
  });
});
