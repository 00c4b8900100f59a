import type { ImportField } from '../api/types';

/** Header names, folded (lower case, letters and digits only), that usually mean each field. */
const HINTS: Record<ImportField, { exact: string[]; contains: string[] }> = {
  email: { exact: ['email', 'mail', 'emailaddress', 'mailaddress'], contains: ['email', 'mail'] },
  agentEmail: {
    exact: ['agent', 'agentemail', 'owner', 'owneremail', 'assignedto', 'salesrep', 'rep'],
    contains: ['agent', 'owner', 'assigned'],
  },
  name: {
    exact: ['name', 'fullname', 'clientname', 'contactname', 'customername', 'client', 'contact', 'customer'],
    contains: ['fullname', 'name'],
  },
  phone: {
    exact: ['phone', 'tel', 'telephone', 'mobile', 'cell', 'phonenumber', 'mobilephone', 'cellphone'],
    contains: ['phone', 'mobile', 'tel', 'cell'],
  },
  country: { exact: ['country', 'countrycode', 'nation', 'region'], contains: ['country'] },
  status: { exact: ['status', 'stage', 'leadstatus', 'pipelinestage'], contains: ['status', 'stage'] },
  note: {
    exact: ['note', 'notes', 'comment', 'comments', 'remark', 'remarks', 'description'],
    contains: ['note', 'comment', 'remark'],
  },
};

// Agent before name and email, so "Agent email" goes to the agent, not to the client's email;
// "Agent name" is then taken and cannot become the client's name.
const ORDER: ImportField[] = ['agentEmail', 'email', 'phone', 'country', 'status', 'note', 'name'];

const fold = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A first guess of which column holds each field, from the header names alone; each column is
 * used at most once and a field without a likely column is left out.
 */
export function guessMapping(columns: readonly string[]): Partial<Record<ImportField, string>> {
  const taken = new Set<string>();
  const mapping: Partial<Record<ImportField, string>> = {};
  const pick = (field: ImportField, test: (folded: string) => boolean) => {
    if (mapping[field]) return;
    const column = columns.find((c) => !taken.has(c) && test(fold(c)));
    if (column === undefined) return;
    mapping[field] = column;
    taken.add(column);
  };
  for (const field of ORDER) pick(field, (f) => HINTS[field].exact.includes(f));
  for (const field of ORDER) pick(field, (f) => HINTS[field].contains.some((hint) => f.includes(hint)));
  // A file with separate first and last names: the first name is the best single column.
  pick('name', (f) => f === 'firstname' || f === 'givenname' || f === 'forename');
  return mapping;
}
