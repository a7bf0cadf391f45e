import { Logger, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PERMISSIONS } from '@leadsignal/contracts';
import { Public, RequirePermissions, SignedIn } from './access.decorators';
import type { AuthUser } from './current-user.decorator';
import { PermissionsGuard } from './permissions.guard';
import { DomainError } from '@leadsignal/server-core';
import { DOMAIN_ERROR_STATUS } from '../errors/all-exceptions.filter';

class ExampleController {
  @Public() open() {}
  @SignedIn() anySignedIn() {}
  @RequirePermissions(PERMISSIONS.adminUsers, PERMISSIONS.adminRoles) manage() {}
  forgotten() {}
}

const user = (...permissions: string[]) =>
  ({ id: 'u', permissions: new Set(permissions), tokenVersion: 0 }) as unknown as AuthUser;

function context(handler: keyof ExampleController, caller?: AuthUser): ExecutionContext {
  return {
    getHandler: () => ExampleController.prototype[handler],
    getClass: () => ExampleController,
    switchToHttp: () => ({ getRequest: () => ({ user: caller }) }),
  } as unknown as ExecutionContext;
}

describe('PermissionsGuard', () => {
  const guard = new PermissionsGuard(new Reflector());
  beforeAll(() => Logger.overrideLogger(false));

  const status = (ctx: ExecutionContext) => {
    try {
      return guard.canActivate(ctx) ? 'allowed' : 'refused';
    } catch (error) {
      return DOMAIN_ERROR_STATUS[(error as DomainError).kind];
    }
  };

  it('lets anyone call a public route', () => {
    expect(status(context('open'))).toBe('allowed');
  });

  it('lets any signed-in user call a SignedIn route', () => {
    expect(status(context('anySignedIn', user()))).toBe('allowed');
  });

  it('needs every listed permission', () => {
    expect(status(context('manage', user('admin.users', 'admin.roles')))).toBe('allowed');
    expect(status(context('manage', user('admin.users')))).toBe(403);
    expect(status(context('manage', user()))).toBe(403);
  });

  it('refuses a route that declares no access rule, even to an admin (fails closed)', () => {
    expect(status(context('forgotten', user(...Object.values(PERMISSIONS))))).toBe(403);
  });
});
