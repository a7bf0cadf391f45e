// `@RequestSignal() signal: AbortSignal` in a controller: aborts when the client goes away before the answer
// is sent (closed tab, cancelled fetch, proxy timeout), so the work for it — a search query — can stop.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Response } from 'express';

export const RequestSignal = createParamDecorator((_data: unknown, ctx: ExecutionContext): AbortSignal => {
  const response = ctx.switchToHttp().getResponse<Response>();
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
});
