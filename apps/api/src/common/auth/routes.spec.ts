// Every route the app registers says who may call it (@Public, or the permissions it needs), the
// guards enforce that, and no route reaches express around the controllers (and so the guards).
import { randomUUID } from 'node:crypto';
import { METHODS } from 'node:http';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Permission } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { API_PREFIX } from '../../app.factory';
import { createUser, login, seed } from '../../../test/accounts';
import { IS_PUBLIC_KEY, PERMISSIONS_KEY } from './access.decorators';

interface DeclaredRoute {
  method: string;
  path: string;
  where: string;
  isPublic: boolean;
  permissions: Permission[] | undefined;
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [value ?? '']);

function declaredRoutes(app: NestExpressApplication): DeclaredRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: DeclaredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type | undefined;
    if (!controller) continue;
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = controller.prototype[name] as object;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const path of asList(paths)) {
          routes.push({
            method,
            path: joinPath(API_PREFIX, base, path),
            where: `${controller.name}.${name}`,
            isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler as never, controller]) === true,
            permissions: reflector.getAllAndOverride<Permission[]>(PERMISSIONS_KEY, [handler as never, controller]),
          });
        }
      }
    }
  }
  return routes;
}

/**
 * What express itself would answer: the method routes on the app's router. Routes for every method
 * at once are how Nest mounts middleware (request logging) and are left out.
 */
function expressRoutes(app: NestExpressApplication): string[] {
  const express = app.getHttpAdapter().getInstance();
  const stack = (express.router?.stack ?? []) as { route?: { path: string; methods: Record<string, boolean> } }[];
  return stack
    .filter((layer) => layer.route && Object.keys(layer.route.methods).length < METHODS.length)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${joinPath(layer.route!.path)}`),
    );
}

describe('routes', () => {
  let t: TestApp;
  let routes: DeclaredRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    routes = declaredRoutes(t.app);
  });
  afterAll(() => t?.close());

  const call = (route: DeclaredRoute, token?: string) => {
    const path = route.path.replace(/:[^/]+/g, () => randomUUID());
    const req = t.http[route.method.toLowerCase() as 'get'](path);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return route.method === 'GET' || route.method === 'DELETE' ? req : req.send({});
  };

  it('finds the routes of the accounts issue', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/Login',
        'POST /api/auth/LoginWithGoogle',
        'POST /api/auth/SignUp',
        'POST /api/auth/ConfirmEmail',
        'POST /api/auth/ChangePassword',
        'POST /api/auth/ForgotPassword',
        'POST /api/auth/ResetPassword',
        'POST /api/auth/SignOutEverywhere',
        'GET /api/users/me',
        'PUT /api/users/me',
        'GET /api/users',
        'PUT /api/users/:id',
        'GET /api/roles',
        'POST /api/roles',
        'PUT /api/roles/:id',
        'GET /api/permissions',
        'GET /api/settings/loginVerbiage',
        'PUT /api/settings/signupVerbiage',
      ]),
    );
  });

  it('has no route that is neither @Public() nor names its permissions', () => {
    const undeclared = routes
      .filter((r) => !r.isPublic && r.permissions === undefined)
      .map((r) => `${r.method} ${r.path} (${r.where})`);
    expect(undeclared).toEqual([]);
  });

  it('has no route that is both public and permission-guarded', () => {
    const both = routes
      .filter((r) => r.isPublic && r.permissions?.length)
      .map((r) => `${r.method} ${r.path} (${r.where})`);
    expect(both).toEqual([]);
  });

  it('has no express route that bypasses the controllers and their guards', () => {
    const declared = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const bypassing = expressRoutes(t.app).filter((r) => r.includes(`/${API_PREFIX}`) && !declared.has(r));
    expect(bypassing).toEqual([]);
    expect(expressRoutes(t.app).length).toBeGreaterThan(0);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const answers = await Promise.all(
      routes.filter((r) => !r.isPublic).map(async (r) => `${r.method} ${r.path} → ${(await call(r)).status}`),
    );
    expect(answers.filter((a) => !a.endsWith('→ 401'))).toEqual([]);
  });

  it('answers 403 to a User-role account on every admin route, and lets an admin through', async () => {
    const adminRoutes = routes.filter((r) => r.permissions?.some((p) => p.startsWith('admin.')));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const user = await createUser(t.dataSource);
    const userToken = await login(t, user.email, user.password);
    const admin = await createUser(t.dataSource, { role: 'Admin' });
    const adminToken = await login(t, admin.email, admin.password);

    const asUser = await Promise.all(
      adminRoutes.map(async (r) => `${r.method} ${r.path} → ${(await call(r, userToken)).status}`),
    );
    expect(asUser.filter((a) => !a.endsWith('→ 403'))).toEqual([]);

    const asAdmin = await Promise.all(
      adminRoutes.map(async (r) => `${r.method} ${r.path} → ${(await call(r, adminToken)).status}`),
    );
    expect(asAdmin.filter((a) => / → 40[13]$/.test(a))).toEqual([]);
  });
});
