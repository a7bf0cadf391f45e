import { logTransport, prettyLogs } from './logging.module';

describe('log format', () => {
  it('is JSON wherever a machine reads the logs, lines for a person at a development terminal', () => {
    expect(prettyLogs({ LOG_FORMAT: '', NODE_ENV: 'development' }, true)).toBe(true);
    expect(prettyLogs({ LOG_FORMAT: '', NODE_ENV: 'development' }, false)).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: '', NODE_ENV: 'production' }, true)).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: '', NODE_ENV: 'test' }, true)).toBe(false);
  });

  it('is what LOG_FORMAT says when it is set', () => {
    expect(prettyLogs({ LOG_FORMAT: 'json', NODE_ENV: 'development' }, true)).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe(true);
    expect(logTransport({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' })?.target).toBe('pino-pretty');
    expect(logTransport({ LOG_FORMAT: 'json', NODE_ENV: 'development' })).toBeUndefined();
  });
});
