// What a form says when the server refuses it: the first reason of the API's error shape, else `fallback`.
import { isErrorBody } from '@leadsignal/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../lib/base-api';

export function serverReason(error: FetchBaseQueryError | SerializedError | undefined, fallback?: string): string {
  if (error && 'status' in error) {
    if (fallback !== undefined) return isErrorBody(error.data) ? error.data.errors[0].reason : fallback;
    return errorMessage(error);
  }
  return fallback ?? error?.message ?? 'Something went wrong. Please try again.';
}
