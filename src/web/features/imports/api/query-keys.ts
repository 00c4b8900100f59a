/** Every import query sits under ['imports']: the history and each import's state. */
export const importKeys = {
  all: ['imports'] as const,
  history: () => ['imports', 'history'] as const,
  one: (id: string) => ['imports', 'one', id] as const,
  refused: (id: string) => ['imports', 'refused', id] as const,
};
