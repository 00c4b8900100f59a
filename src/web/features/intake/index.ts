// The intake feature's public surface: the admin clients list's source filter.

export { SourceFilter, useSourceFilter } from './components/source-filter';
