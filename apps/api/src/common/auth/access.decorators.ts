// Every route says who may call it: @Public(), or @RequirePermissions(...) (signed in with those
// permissions; none listed = any signed-in user). A test enumerates the routes and fails on one
// that says neither.
import { applyDecorators, HttpCode, Post, SetMetadata } from '@nestjs/common';
import type { Permission } from '@leadsignal/contracts';

export const IS_PUBLIC_KEY = 'leadsignal:isPublic';
export const PERMISSIONS_KEY = 'leadsignal:permissions';
export const BEFORE_PASSWORD_CHANGE_KEY = 'leadsignal:beforePasswordChange';

export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
export const RequirePermissions = (...permissions: Permission[]) => SetMetadata(PERMISSIONS_KEY, permissions);
/** Any signed-in user, no particular permission. */
export const SignedIn = () => SetMetadata(PERMISSIONS_KEY, []);
/**
 * Callable while the user must change their password (an admin asked for it): everything else answers 403
 * until auth/ChangePassword succeeds.
 */
export const AllowedBeforePasswordChange = () => SetMetadata(BEFORE_PASSWORD_CHANGE_KEY, true);
/**
 * A POST answered 200 (the spec's call-style routes: search, getById, reveal, checkout …) that callers holding
 * `permissions` may make (none listed = any signed-in user).
 */
export const PostCall = (path: string, ...permissions: Permission[]) =>
  applyDecorators(SetMetadata(PERMISSIONS_KEY, permissions), Post(path), HttpCode(200));
