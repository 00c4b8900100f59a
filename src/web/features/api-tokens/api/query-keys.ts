/** The admin's API tokens: one list, kept up to date from each write's answer. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  list: () => ['api-tokens', 'list'] as const,
};
