import { Global, Module } from '@nestjs/common';
import { Env, loadEnv } from './env.schema';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the validated environment injectable: `@Inject(APP_CONFIG) config: Env`. */
@Global()
@Module({
  providers: [{ provide: APP_CONFIG, useFactory: (): Env => loadEnv() }],
  exports: [APP_CONFIG],
})
export class AppConfigModule {}
