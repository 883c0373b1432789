import { isLatitude, isLongitude } from '@fireline/shared';

export type Point = { lng: number; lat: number };

/** Spec 001 §9: the default map centre. */
export const DEFAULT_CENTER: Point = { lng: 116.335285, lat: 39.942384 };

/** A point whose longitude is 0-180 and latitude 0-90, or the default centre. */
export const centerOf = (value: Partial<Point> | null | undefined): Point =>
  value && value.lng !== undefined && value.lat !== undefined && isLongitude(value.lng) && isLatitude(value.lat)
    ? { lng: value.lng, lat: value.lat }
    : DEFAULT_CENTER;
