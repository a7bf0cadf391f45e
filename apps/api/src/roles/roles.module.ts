import { Module } from '@nestjs/common';
import { RolesController } from './roles.controller';

/** roles over HTTP; RolesService comes from AccountsModule (@leadsignal/accounts, registered by AuthModule). */
@Module({ controllers: [RolesController] })
export class RolesModule {}
