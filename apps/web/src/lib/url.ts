/** A positive integer from the URL query (an id, or a unix time), or undefined when it is missing or anything else. */
export const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The path of a route or URL, without its query. */
export const pathOf = (route: string) => {
  const [path = ''] = route.split('?');
  return path;
};
