import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  PERMISSIONS,
  createRoleSchema,
  updateRoleSchema,
  type CreateRoleRequest,
  type Role,
  type UpdateRoleRequest,
} from '@leadsignal/contracts';
import { RequirePermissions } from '../common/auth/access.decorators';
import { ZodBody } from '../common/validation/zod.pipe';
import { RolesService } from './roles.service';

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
  create(@ZodBody(createRoleSchema) body: CreateRoleRequest): Promise<Role> {
    return this.roles.create(body);
  }

  @Put(':id')
  update(@Param('id') id: string, @ZodBody(updateRoleSchema) body: UpdateRoleRequest): Promise<Role> {
    return this.roles.update(id, body);
  }
}
