import { Module } from '@nestjs/common';
import { PermissionsController } from './permissions.controller';

/** permissions over HTTP; PermissionsService comes from AccountsModule (@leadsignal/accounts). */
@Module({ controllers: [PermissionsController] })
export class PermissionsModule {}
