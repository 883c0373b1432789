/** The query keys of auth, one factory so a query and the invalidations that refresh it cannot drift apart. */
export const authKeys = {
  captcha: () => ['captcha'] as const,
};
