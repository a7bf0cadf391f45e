// Second global guard: the signed-in user must hold every permission the route names, and a user who must
// change their password can call only the routes marked @AllowedBeforePasswordChange() until they do. A route that
// is neither @Public() nor names its permissions (RequirePermissions / SignedIn) is refused, so a
// forgotten decorator fails closed (routes.spec.ts catches it before it ships).
import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PASSWORD_CHANGE_REQUIRED_REASON, type Permission } from '@leadsignal/contracts';
import { BEFORE_PASSWORD_CHANGE_KEY, PERMISSIONS_KEY } from './access.decorators';
import type { AuthUser } from './current-user.decorator';
import { isPublicRoute } from './jwt-auth.guard';
import { DomainError } from '@leadsignal/server-core';

@Injectable()
export class PermissionsGuard implements CanActivate {
  private readonly logger = new Logger('Permissions');

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (isPublicRoute(this.reflector, context)) return true;
    const required = this.reflector.getAllAndOverride<Permission[] | undefined>(PERMISSIONS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no access rule; refused.`);
      throw DomainError.forbidden();
    }
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) throw DomainError.unauthenticated();
    if (user.mustChangePassword && !this.allowedBeforePasswordChange(context)) {
      throw DomainError.forbidden(PASSWORD_CHANGE_REQUIRED_REASON);
    }
    if (!required.every((permission) => user.permissions.has(permission))) throw DomainError.forbidden();
    return true;
  }

  private allowedBeforePasswordChange(context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean | undefined>(BEFORE_PASSWORD_CHANGE_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) === true
    );
  }
}
