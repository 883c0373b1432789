import {
  ADDRESS_SUGGEST_LIMIT,
  addressSuggestionsSchema,
  answers,
  associateWordQuerySchema,
  type AddressSuggestion,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { reachOf } from '../../core/access';
import { callerOf } from '../../core/request-context';
import { createArchiveSuggester } from './archive-suggester';
import { createMapsSuggester } from './maps-suggester';
import type { AddressSuggester } from './suggester';

/**
 * GET /associate_word/ (spec 001 §7 "a separate client": outside /api_proxy/, like /address/region/; a session is
 * needed, no signature). Addresses on file come first, then the maps service's places when one is configured.
 */
export const addressSuggestRoutes = async (app: FastifyInstance) => {
  const { db, env, logger } = app.deps;
  const suggesters: AddressSuggester[] = [createArchiveSuggester(db)];
  if (env.MAP_SUGGEST_URL)
    suggesters.push(
      createMapsSuggester({
        url: env.MAP_SUGGEST_URL,
        key: env.MAP_SUGGEST_KEY ?? '',
        kind: env.MAP_SUGGEST_KIND,
        logger,
      }),
    );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/associate_word/',
    {
      schema: {
        tags: ['address'],
        summary: 'Place suggestions for an address field',
        querystring: associateWordQuerySchema,
        response: answers(addressSuggestionsSchema),
      },
    },
    async (request) => {
      const caller = reachOf(await callerOf(request));
      const input = {
        keyword: request.query.keyword,
        regionCode: request.query.region_code,
        regionName: env.MAP_SUGGEST_REGION,
        limit: ADDRESS_SUGGEST_LIMIT,
      };
      const answers = await Promise.all(suggesters.map((suggester) => suggester.suggest(input, caller)));
      const seen = new Set<string>();
      const list: AddressSuggestion[] = answers.flat().filter((item) => {
        if (seen.has(item.value)) return false;
        seen.add(item.value);
        return true;
      });
      return ok(request, { region: env.MAP_SUGGEST_REGION, list: list.slice(0, ADDRESS_SUGGEST_LIMIT) });
    },
  );
};
