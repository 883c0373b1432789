import {
  answers,
  controlRoomDeleteQuerySchema,
  controlRoomListQuerySchema,
  controlRoomPageSchema,
  deletedControlRoomsSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { deleteControlRooms, listControlRoomPage } from './control-rooms.service';

/**
 * Fire control rooms (spec 001 §2 /companyControlRoom list and edit): the list and the delete of a selection; one room
 * is read, created and changed by company_control_room/info (companies.routes.ts).
 */
export const controlRoomRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['companies'];

  api.get(
    '/api_proxy/company_control_room/list/',
    {
      config: { permission: 'networkcompany-control_room' },
      schema: {
        tags,
        summary: 'Fire control rooms of the scope with filters, paged',
        querystring: controlRoomListQuerySchema,
        response: answers(controlRoomPageSchema),
      },
    },
    async (request) => ok(request, await listControlRoomPage(db, await callerOf(request), request.query)),
  );
  api.delete(
    '/api_proxy/company_control_room/info/',
    {
      config: { permission: 'networkcompany-del' },
      schema: {
        tags,
        summary: 'Delete the fire control rooms selected',
        querystring: controlRoomDeleteQuerySchema,
        response: answers(deletedControlRoomsSchema),
      },
    },
    async (request) => ok(request, await deleteControlRooms(db, await callerOf(request), request.query.company_ids)),
  );
};
