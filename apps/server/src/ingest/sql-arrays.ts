/**
 * A Postgres array literal of integers, bound as one parameter (`${intArray(ids)}::int[]`) and read with unnest:
 * a batch's statement stays short and the same whatever its size.
 */
export const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
