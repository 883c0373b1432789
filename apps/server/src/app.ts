import fs from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorCodes } from '@fireline/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { AppError } from './core/app-error';
import type { AppDeps } from './core/context';
import { serverRoot } from './server-root';
import { failure } from './core/envelope';
import { pingDatabase } from './core/health.repo';
import { onFrameworkError, registerErrorHandler } from './core/error-handler';
import { registerInputGuard } from './core/input-guard';
import { requestLogSerializers } from './core/log-redaction';
import { registerSecurityHeaders } from './core/security-headers';
import { registerRouteTable } from './core/route-table';
import { registerRequestContext } from './core/request-context';
import { registerOperationLog } from './core/operation-log';
import { alarmPushRoutes } from './ingest/http/alarm-push.routes';
import { authRoutes } from './modules/auth';
import { gbCommandRoutes, deviceRoutes, deviceLinkRoutes, senseRoutes } from './modules/devices';
import { unregisteredRoutes } from './modules/unregistered';
import { enumRoutes } from './modules/enums';
import { fileRoutes, downloadTicketRoutes } from './modules/files';
import { clientConfigRoutes } from './modules/client-config';
import { regionRoutes } from './modules/regions';
import { sseRoutes } from './realtime/sse.routes';
import {
  eventListRoutes,
  eventCountRoutes,
  eventDetailRoutes,
  eventHandlingRoutes,
  confirmReasonRoutes,
  eventContactRoutes,
  focusLevelRoutes,
} from './modules/events';
import {
  boundUnitRoutes,
  companyListRoutes,
  companyRoutes,
  controlRoomRoutes,
  districtOrgRoutes,
} from './modules/companies';
import { bindingRoutes } from './modules/bindings';
import { buildingRoutes } from './modules/buildings';
import { deviceMapRoutes, floorPickerRoutes, floorRoutes } from './modules/floors';
import { importRoutes } from './modules/imports';
import { exportRoutes } from './modules/exports';
import { shieldRoutes } from './modules/shields';
import { maintRoutes } from './modules/maint';
import { raiseRepairTask, repairRoutes } from './modules/repair';
import { engineerHomeRoutes } from './modules/engineer-home';
import { departmentRoutes, postRoutes } from './modules/departments';
import { roleRoutes } from './modules/roles';
import { systemRoutes } from './modules/systems';
import { equipmentRoutes } from './modules/equipment';
import { sceneRoutes } from './modules/scenes';
import { hydrantRoutes, hydrantAddressRoutes } from './modules/hydrants';
import { pushSettingsRoutes, userRoutes } from './modules/users';
import { addressSuggestRoutes } from './modules/address-suggest';
import {
  alarmStatRoutes,
  archiveStatRoutes,
  deviceAlarmStatRoutes,
  groupStatRoutes,
  homeStatRoutes,
  hourlyStatRoutes,
  statExportRoutes,
} from './modules/stats';
import { gisRoutes } from './modules/gis';
import { sysMonitorRoutes } from './modules/sys-monitor';
import { logRoutes } from './modules/logs';
import { eventForwardRoutes } from './modules/event-forward';
import { announceHazardPushes, hazardRoutes, hazardStepRoutes, raiseHazardFromMaintItem } from './modules/hazards';
import { orgSettingsRoutes } from './modules/org-settings';
import { thirdApiRoutes, thirdSystemRoutes } from './modules/third-systems';
import {
  patrolArchiveRoutes,
  patrolItemRoutes,
  patrolPlanRoutes,
  patrolQrcodeRoutes,
  patrolRecordRoutes,
  patrolReportRoutes,
  patrolRouteRoutes,
  patrolSiteRoutes,
  patrolTaskRoutes,
} from './modules/patrol';

const webDistDefault = path.resolve(serverRoot, '../web/dist');

/** The whole architecture in one screen: plugins, then modules, in order. */
export const buildApp = async (deps: AppDeps) => {
  const app = Fastify({
    // Request lines without tokens, tickets or signatures (core/log-redaction.ts).
    loggerInstance: deps.logger.child({}, { serializers: requestLogSerializers }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    // Only configured proxies may name the client (X-Forwarded-For); the login throttle keys on this address.
    trustProxy: deps.env.TRUST_PROXY,
    // A URL the router cannot decode (`/api_proxy/%`) gets the envelope too.
    frameworkErrors: onFrameworkError,
  });
  app.decorate('deps', deps);
  // First: every route added after this is in the table the permission and access checks walk.
  registerRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestContext(app, deps);
  // Before the modules: it hooks every changing /api_proxy/ route as it is added.
  registerOperationLog(app, deps.db);
  registerInputGuard(app);
  await registerSecurityHeaders(app);

  // Only routes that ask for it (login, captcha) are limited; a refusal is the envelope with HTTP 200 like any other.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError(ErrorCodes.limitExceeded, {
        detail: { zh: '请求过于频繁，请稍后再试', en: 'too many requests, try again later' },
      }),
  });

  if (deps.env.API_DOCS) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Fireline API',
          description: 'Signed calls under /api_proxy/; see docs/architecture.md (request pipeline)',
          version: '0.1.0',
        },
      },
      transform: jsonSchemaTransform,
      // Schemas named with `.meta({ id })` (a tree that nests itself) become components the answers refer to.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  }

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => {
    await pingDatabase(deps.db);
    return { status: 'ok', driver: deps.database.driver };
  });

  await app.register(authRoutes);
  await app.register(sseRoutes);
  await app.register(enumRoutes);
  await app.register(regionRoutes);
  await app.register(clientConfigRoutes);
  await app.register(fileRoutes);
  await app.register(downloadTicketRoutes);
  await app.register(gbCommandRoutes);
  await app.register(unregisteredRoutes);
  await app.register(alarmPushRoutes);
  await app.register(pushSettingsRoutes);
  await app.register(companyRoutes);
  await app.register(companyListRoutes);
  await app.register(boundUnitRoutes);
  await app.register(districtOrgRoutes);
  await app.register(controlRoomRoutes);
  await app.register(bindingRoutes);
  await app.register(buildingRoutes);
  await app.register(floorRoutes);
  await app.register(floorPickerRoutes);
  await app.register(deviceMapRoutes);
  await app.register(importRoutes);
  await app.register(exportRoutes);
  await app.register(eventListRoutes);
  await app.register(eventCountRoutes);
  await app.register(eventDetailRoutes);
  await app.register(eventHandlingRoutes);
  await app.register(confirmReasonRoutes);
  await app.register(focusLevelRoutes);
  await app.register(eventContactRoutes);
  await app.register(shieldRoutes);
  await app.register(repairRoutes);
  // A failed maintenance item raises a repair task or a hazard: those modules sit above maintenance, so they are
  // handed in here (docs/architecture.md "Dependency direction").
  await app.register(maintRoutes, { raisers: { raiseRepairTask, raiseHazardFromMaintItem, announceHazardPushes } });
  await app.register(engineerHomeRoutes);
  await app.register(departmentRoutes);
  await app.register(postRoutes);
  await app.register(roleRoutes);
  await app.register(systemRoutes);
  await app.register(deviceRoutes);
  await app.register(deviceLinkRoutes);
  await app.register(senseRoutes);
  await app.register(equipmentRoutes);
  await app.register(sceneRoutes);
  await app.register(hydrantRoutes);
  await app.register(hydrantAddressRoutes);
  await app.register(userRoutes);
  await app.register(addressSuggestRoutes);
  await app.register(alarmStatRoutes);
  await app.register(archiveStatRoutes);
  await app.register(deviceAlarmStatRoutes);
  await app.register(groupStatRoutes);
  await app.register(homeStatRoutes);
  await app.register(statExportRoutes);
  await app.register(hourlyStatRoutes);
  await app.register(gisRoutes);
  await app.register(sysMonitorRoutes);
  await app.register(logRoutes);
  await app.register(orgSettingsRoutes);
  await app.register(eventForwardRoutes);
  await app.register(thirdSystemRoutes);
  await app.register(thirdApiRoutes);
  await app.register(patrolSiteRoutes);
  await app.register(patrolItemRoutes);
  await app.register(patrolRouteRoutes);
  await app.register(patrolPlanRoutes);
  await app.register(patrolTaskRoutes);
  await app.register(patrolRecordRoutes);
  await app.register(patrolReportRoutes);
  await app.register(patrolQrcodeRoutes);
  await app.register(hazardRoutes);
  await app.register(hazardStepRoutes);
  await app.register(patrolArchiveRoutes);

  await registerWebClient(app, deps.env.WEB_DIST ?? webDistDefault);
  return app;
};

/** Serves the built client; unknown non-API GETs get index.html so client routes survive a reload. */
const registerWebClient = async (app: FastifyInstance, root: string) => {
  const hasClient = fs.existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(async (scope) => {
      // The client's files are public: the login page has to load before anyone has a session.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), public: true };
      });
      // Vite names every file under assets/ by its content's hash: a year and immutable. Anything else (index.html)
      // is revalidated on every load, so a new build reaches browsers at once.
      const assetsDir = path.resolve(root, 'assets') + path.sep;
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  }
  const indexHtml = hasClient ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api_proxy|api|upload|address|associate_word|sse|export|import|files|codeTwo)(\/|$)/.test(
      request.url,
    );
    if (!isApi && hasClient && request.method === 'GET')
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    // Every /api_proxy/ answer is the envelope with HTTP 200 (spec 000 §7): an unknown call is an illegal request.
    if (/^\/api_proxy(\/|\?|$)/.test(request.url)) {
      return reply
        .status(200)
        .send(failure(request, ErrorCodes.illegalRequest, { detail: { zh: '未知接口', en: 'unknown path' } }));
    }
    return reply.status(404).send(failure(request, ErrorCodes.noData));
  });
};
