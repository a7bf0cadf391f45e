import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  PERMISSIONS,
  createRoleSchema,
  updateRoleSchema,
  type CreateRoleRequest,
  type Role,
  type UpdateRoleRequest,
} from '@leadsignal/contracts';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { IdParam, ZodBody } from '../common/validation/zod.pipe';
import { RolesService, type RoleDeletion } from '@leadsignal/accounts';

@Controller('roles')
@RequirePermissions(PERMISSIONS.adminRoles)
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  list(): Promise<Role[]> {
    return this.roles.list();
  }

  @Post()
  @HttpCode(201)
  create(@CurrentUser() user: AuthUser, @ZodBody(createRoleSchema) body: CreateRoleRequest): Promise<Role> {
    return this.roles.create(user, body);
  }

  @Put(':id')
  update(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'Role not found.') id: string,
    @ZodBody(updateRoleSchema) body: UpdateRoleRequest,
  ): Promise<Role> {
    return this.roles.update(user, id, body);
  }

  /** Deletes a role nobody holds (409 while someone does; built-in roles cannot be deleted). */
  @Delete(':id')
  @HttpCode(200)
  delete(@IdParam('id', 'Role not found.') id: string): Promise<RoleDeletion> {
    return this.roles.delete(id);
  }
}
