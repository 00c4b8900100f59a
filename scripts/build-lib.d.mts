export const root: string;
export function webIsStale(): boolean;
export function serverIsStale(): boolean;
export function buildWeb(): Promise<void>;
export function buildServer(): Promise<void>;
export function buildIfStale(options?: { force?: boolean }): Promise<void>;
