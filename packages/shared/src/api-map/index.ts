import type { z } from 'zod';
import { addressSuggestApi } from './address-suggest';
import { authApi } from './auth';
import { bindingsApi } from './bindings';
import { buildingsApi } from './buildings';
import { clientConfigApi } from './client-config';
import { companiesApi } from './companies';
import { departmentsApi } from './departments';
import { devicesApi } from './devices';
import { engineerHomeApi } from './engineer-home';
import { enumsApi } from './enums';
import { equipmentApi } from './equipment';
import { eventForwardApi } from './event-forward';
import { eventsApi } from './events';
import { filesApi } from './files';
import { floorsApi } from './floors';
import { gisApi } from './gis';
import { hazardsApi } from './hazards';
import { hydrantsApi } from './hydrants';
import { importsApi } from './imports';
import { logsApi } from './logs';
import { maintApi } from './maint';
import { orgSettingsApi } from './org-settings';
import { patrolApi } from './patrol';
import { regionsApi } from './regions';
import { repairApi } from './repair';
import { rolesApi } from './roles';
import { scenesApi } from './scenes';
import { shieldsApi } from './shields';
import { statsApi } from './stats';
import { sysMonitorApi } from './sys-monitor';
import { systemsApi } from './systems';
import { thirdSystemsApi } from './third-systems';
import { unregisteredApi } from './unregistered';
import { usersApi } from './users';

/**
 * The typed map of the API (issue 29 §4): `METHOD /path` → the query or body schema and the answer schema, the same
 * zod objects the server's routes register (apps/server/src/api-map.test.ts checks identity, and that every JSON
 * route under /api_proxy/ is here). The web client takes its parameter and answer types from it.
 */
export const apiMap = {
  ...addressSuggestApi,
  ...authApi,
  ...bindingsApi,
  ...buildingsApi,
  ...clientConfigApi,
  ...companiesApi,
  ...departmentsApi,
  ...devicesApi,
  ...engineerHomeApi,
  ...enumsApi,
  ...equipmentApi,
  ...eventForwardApi,
  ...eventsApi,
  ...filesApi,
  ...floorsApi,
  ...gisApi,
  ...hazardsApi,
  ...hydrantsApi,
  ...importsApi,
  ...logsApi,
  ...maintApi,
  ...orgSettingsApi,
  ...patrolApi,
  ...regionsApi,
  ...repairApi,
  ...rolesApi,
  ...scenesApi,
  ...shieldsApi,
  ...statsApi,
  ...sysMonitorApi,
  ...systemsApi,
  ...thirdSystemsApi,
  ...unregisteredApi,
  ...usersApi,
};

export type { ApiEntry } from './entry';
type ApiMap = typeof apiMap;
/** A call of the API, `METHOD /path`. */
export type ApiCall = keyof ApiMap;
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A route's path as a call names it: each `:param` segment takes any text. */
type Concrete<P extends string> = P extends `${infer A}:${string}/${infer R}` ? `${A}${string}/${Concrete<R>}` : P;
/** The paths a method may call. */
export type ApiPath<M extends ApiMethod> = {
  [K in ApiCall]: K extends `${M} ${infer P}` ? Concrete<P> : never;
}[ApiCall];
/** The call a method and path name. */
export type CallOf<M extends ApiMethod, P extends string> = {
  [K in ApiCall]: K extends `${M} ${infer Q}` ? (P extends Concrete<Q> ? K : never) : never;
}[ApiCall];
type EntryOf<K extends ApiCall> = ApiMap[K];
/** What a call's query takes (as sent: numbers and strings before the server coerces them). */
export type QueryOf<K extends ApiCall> = EntryOf<K> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
/** What a call's body takes. */
export type BodyOf<K extends ApiCall> = EntryOf<K> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** The `data` of a call's success envelope. */
export type AnswerOf<K extends ApiCall> = z.output<EntryOf<K>['answer']>;
