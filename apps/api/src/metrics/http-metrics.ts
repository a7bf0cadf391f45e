// Times every HTTP request into leadsignal_http_request_duration_seconds, labelled by the route pattern
// Express matched (`/api/users/:id`), never the URL itself, so ids and tokens stay out of the labels.
import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration } from '@leadsignal/server-core';

export function recordHttpMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = httpRequestDuration.startTimer();
  res.once('finish', () => {
    const pattern = (req.route as { path?: unknown } | undefined)?.path;
    const route =
      typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : req.path.startsWith('/api') ? 'unmatched' : 'spa';
    end({ method: req.method, route, status: String(res.statusCode) });
  });
  next();
}
