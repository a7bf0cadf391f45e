import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { Env } from '../config/env.schema';
import { createObjectStorage } from './create-object-storage';
import { OBJECT_STORAGE } from './object-storage';

@Global()
@Module({
  providers: [
    { provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: (config: Env) => createObjectStorage(config) },
  ],
  exports: [OBJECT_STORAGE],
})
export class StorageModule {}
