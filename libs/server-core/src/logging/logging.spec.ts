import { logTransport, prettyLogs } from './logging.module';

describe('log format', () => {
  it('is lines for a person in development, JSON in production and in the tests', () => {
    expect(prettyLogs({ LOG_FORMAT: '', NODE_ENV: 'development' })).toBe(true);
    expect(prettyLogs({ LOG_FORMAT: '', NODE_ENV: 'production' })).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: '', NODE_ENV: 'test' })).toBe(false);
  });

  it('is what LOG_FORMAT says when it is set', () => {
    expect(prettyLogs({ LOG_FORMAT: 'json', NODE_ENV: 'development' })).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' })).toBe(true);
    expect(prettyLogs({ LOG_FORMAT: 'pretty', NODE_ENV: 'test' })).toBe(true);
    expect(logTransport({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' })?.target).toBe('pino-pretty');
    expect(logTransport({ LOG_FORMAT: 'json', NODE_ENV: 'development' })).toBeUndefined();
  });
});
