// pino logging with one request id per request (taken from X-Request-Id when it looks sane).
import { randomUUID } from 'node:crypto';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.module';
import type { Env } from '../config/env.schema';
import { LOG_REDACT_PATHS, LOG_SERIALIZERS } from './log-safety';

const REQUEST_ID = /^[a-zA-Z0-9._-]{8,64}$/;

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: Env) => ({
        // Express 5's path syntax for "every route" ('*' alone makes Nest warn about a legacy route path).
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.LOG_LEVEL,
          transport: logTransport(config),
          genReqId: (req, res) => {
            const incoming = req.headers['x-request-id'];
            const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
            res.setHeader('X-Request-Id', id);
            return id;
          },
          redact: LOG_REDACT_PATHS,
          autoLogging: { ignore: (req) => req.url?.startsWith('/api/health') ?? false },
          serializers: LOG_SERIALIZERS,
        },
      }),
    }),
  ],
})
export class LoggingModule {}

/** pino's transport for the process's logs: pino-pretty for a person (see prettyLogs), else none (JSON lines). */
export function logTransport(config: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>) {
  return prettyLogs(config)
    ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } }
    : undefined;
}

/**
 * Lines for a person in development, wherever the output goes (a terminal, `npm start`'s launcher, a pipe, a
 * file); JSON lines where a machine reads them: in production and in the tests. LOG_FORMAT decides when set.
 */
export function prettyLogs(config: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>): boolean {
  if (config.LOG_FORMAT) return config.LOG_FORMAT === 'pretty';
  return config.NODE_ENV === 'development';
}
