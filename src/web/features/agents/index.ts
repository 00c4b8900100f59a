// The agents feature's public surface: what the admin screens reuse.

export { useAgentOptions } from './api/get-agents';
export { AgentFilter } from './components/agent-filter';
