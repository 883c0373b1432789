import type { MultiPolygon } from 'geojson';
import type { GeometryCollection, MultiPolygon as TopoMultiPolygon, Polygon, Topology } from 'topojson-specification';

/**
 * China's outline for a map without tiles (offline sites): Natural Earth's 1:50m countries from the maintained
 * `world-atlas` package, merged into one shape with topojson-client. The mainland (156), Taiwan (158), Hong Kong (344)
 * and Macao (446) are separate entries of Natural Earth; China's map shows them as one country, so all four are
 * merged. Loaded on first use only (its own chunk, ~0.75 MB of TopoJSON), once per page load.
 */
export const CHINA_AREA_IDS = ['156', '158', '344', '446'];

let outline: Promise<MultiPolygon> | undefined;

export const loadChinaOutline = () => {
  outline ??= Promise.all([import('world-atlas/countries-50m.json'), import('topojson-client')])
    .then(([atlas, topojson]) => {
      const topology = (atlas.default ?? atlas) as unknown as Topology;
      const countries = topology.objects.countries as GeometryCollection;
      return topojson.merge(
        topology,
        countries.geometries.filter(
          (geometry): geometry is Polygon | TopoMultiPolygon =>
            CHINA_AREA_IDS.includes(String(geometry.id)) &&
            (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon'),
        ),
      );
    })
    .catch((error: unknown) => {
      // A failed chunk (the network went away) is asked again by the next map.
      outline = undefined;
      throw error;
    });
  return outline;
};
