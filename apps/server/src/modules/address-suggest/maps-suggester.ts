import type { AddressSuggestion } from '@fireline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { withRegionPrefix, type AddressSuggester, type SuggestInput } from './suggester';

/** A maps service that does not answer in this time is left out: the archive suggestions still come. */
const MAPS_TIMEOUT_MS = 3000;

type Place = {
  name: string;
  district: string;
  address: string;
  adcode: string | null;
  lng: number | null;
  lat: number | null;
};

/** The two services' request parameters and answers (Baidu place/v2/suggestion, AMap v3/assistant/inputtips). */
const formats = {
  baidu: {
    params: (input: SuggestInput, key: string) => ({
      query: input.keyword,
      region: input.regionName,
      city_limit: 'true',
      output: 'json',
      ak: key,
    }),
    places: (body: unknown): Place[] | null => {
      const answer = body as {
        status?: number;
        result?: {
          name?: string;
          district?: string;
          address?: string;
          adcode?: number | string;
          location?: { lng?: number; lat?: number };
        }[];
      };
      if (answer.status !== 0 || !Array.isArray(answer.result)) return null;
      return answer.result.map((item) => ({
        name: item.name ?? '',
        district: item.district ?? '',
        address: item.address ?? '',
        adcode: item.adcode !== undefined ? String(item.adcode) : null,
        lng: item.location?.lng ?? null,
        lat: item.location?.lat ?? null,
      }));
    },
  },
  amap: {
    params: (input: SuggestInput, key: string) => ({
      keywords: input.keyword,
      city: input.regionName,
      citylimit: 'true',
      output: 'JSON',
      key,
    }),
    places: (body: unknown): Place[] | null => {
      const answer = body as {
        status?: string;
        tips?: { name?: unknown; district?: unknown; address?: unknown; adcode?: unknown; location?: unknown }[];
      };
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      if (answer.status !== '1' || !Array.isArray(answer.tips)) return null;
      return answer.tips.map((tip) => {
        // Empty fields come as [] in this service's answers.
        const [lng, lat] = typeof tip.location === 'string' ? tip.location.split(',').map(Number) : [];
        return {
          name: text(tip.name),
          district: text(tip.district),
          address: text(tip.address),
          adcode: text(tip.adcode) || null,
          lng: Number.isFinite(lng) ? lng! : null,
          lat: Number.isFinite(lat) ? lat! : null,
        };
      });
    },
  },
} as const;

export type MapsKind = keyof typeof formats;

/**
 * A maps service's place suggestions over HTTP, narrowed to the configured region. Settings MAP_SUGGEST_URL,
 * MAP_SUGGEST_KEY and MAP_SUGGEST_KIND (docs/archives.md). A failing or slow service gives no suggestions and a log line.
 */
export const createMapsSuggester = (options: {
  url: string;
  key: string;
  kind: MapsKind;
  logger: FastifyBaseLogger;
}): AddressSuggester => ({
  name: 'maps',
  suggest: async (input) => {
    const format = formats[options.kind];
    const url = new URL(options.url);
    for (const [name, value] of Object.entries(format.params(input, options.key))) url.searchParams.set(name, value);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(MAPS_TIMEOUT_MS) });
      const places = response.ok ? format.places(await response.json()) : null;
      if (!places) {
        options.logger.warn({ status: response.status, kind: options.kind }, 'maps suggestion service refused');
        return [];
      }
      return places
        .filter((place) => place.name)
        .slice(0, input.limit)
        .map((place): AddressSuggestion => ({
          value: withRegionPrefix(input.regionName, `${place.district}${place.name}`),
          name: place.name,
          address: place.address,
          region_code: place.adcode && /^\d{6}$/.test(place.adcode) ? place.adcode : null,
          points: place.lng !== null && place.lat !== null ? { lng: place.lng, lat: place.lat } : null,
          source: 'maps',
        }));
    } catch (error) {
      options.logger.warn({ err: error, kind: options.kind }, 'maps suggestion service unreachable');
      return [];
    }
  },
});
