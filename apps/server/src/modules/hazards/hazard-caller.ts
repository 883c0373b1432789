import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { HazardCaller } from './hazards.service';

/** The caller with the request's language: hazards raised from alarms are described in it. */
export const hazardCallerOf = async (request: FastifyRequest): Promise<HazardCaller> => ({
  ...(await callerOf(request)),
  lang: requestLang(request),
});
