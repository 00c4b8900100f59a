import { UNASSIGNED_AGENT_FILTER } from '#shared/domain';
import { NativeSelect } from '#web/components/ui/native-select';
import { useAgentOptions } from '../api/get-agents';

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  /** The value that stands for every agent (the list's URL leaves the filter out). */
  allValue: string;
  className?: string;
  /** Named by a `<label for>` instead of its own 'Filter by agent'. */
  id?: string;
  /** Lists 'Unassigned' (clients no agent holds); on unless a screen cannot filter by it. */
  withUnassigned?: boolean;
};

/** 'Filter by agent': All Agents, Unassigned, then every active agent by name. */
export function AgentFilter({ value, onValueChange, allValue, className, id, withUnassigned = true }: Props) {
  const agents = useAgentOptions();
  const listed = value === allValue || (withUnassigned && value === UNASSIGNED_AGENT_FILTER);
  // An agent the address names but the list has not (yet): shown as it is, never as All Agents,
  // so the select says what the list below it is filtered by.
  const unlisted =
    listed || agents.options.some((a) => a.id === value)
      ? []
      : [{ value, label: agents.isPending ? 'Loading agents...' : 'An agent no longer active' }];
  return (
    <NativeSelect
      id={id}
      aria-label={id ? undefined : 'Filter by agent'}
      className={className}
      value={value}
      onValueChange={onValueChange}
      options={[
        { value: allValue, label: 'All Agents' },
        ...(withUnassigned ? [{ value: UNASSIGNED_AGENT_FILTER, label: 'Unassigned' }] : []),
        ...agents.options.map((a) => ({ value: a.id, label: a.name })),
        ...unlisted,
      ]}
    />
  );
}
