/** The query keys of settings, one factory so a query and the invalidations that refresh it cannot drift apart. */
export const settingKeys = {
  pushSetting: () => ['push-setting'] as const,
};
