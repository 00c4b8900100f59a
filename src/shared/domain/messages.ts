/**
 * Every user-facing title and message, word for word from the spec where it has one (spec §5, §8).
 * Server errors and UI toasts read them from here; nothing restates them elsewhere.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

type Message = { title: string; description: string };

export const MESSAGES = {
  // Sign-in and session (spec §2, §8)
  signInWelcome: { title: 'Welcome back!', description: 'You are now signed in.' },
  adminWelcome: { title: 'Admin Welcome!', description: 'You are now signed in as an administrator.' },
  signInFailed: { title: 'Sign in Failed', description: 'Something went wrong' },
  loginFailed: 'Login failed',
  signOutFailed: { title: 'Sign out Failed', description: 'Something went wrong' },
  somethingWentWrong: 'Something went wrong',
  invalidCredentials: 'Invalid email or password.',
  notAnAdmin: 'This account does not have administrator access. Use the agent sign-in page instead.',
  tooManySignIns: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  draftRestored: 'Restored what you typed before your session ended.',
  signedOut: 'You are not signed in.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',

  // Profile (spec §2 Profile, §8)
  profileUpdated: { title: 'Profile Updated!', description: 'Your profile has been saved.' },
  profileUpdateFailed: { title: 'Profile Update Failed', description: 'Something went wrong' },
  passwordUpdateFailed: { title: 'Password Update Failed', description: 'Something went wrong' },
  currentPasswordRequired: 'Enter your current password to set a new one.',
  currentPasswordWrong: 'The current password is not correct.',
  fullNameRequired: { title: 'Missing information', description: 'Please fill in the full name.' },
  passwordTooShort: {
    title: 'Password too short',
    description: `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  passwordTooLong: {
    title: 'Password too long',
    description: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  },

  // First admin (setup link)
  setupLinkInvalid: 'This setup link is invalid, expired or already used.',
  setupDone: { title: 'Administrator created', description: 'You are now signed in.' },

  // Clients (spec §5, §8)
  missingClientFields: { title: 'Missing information', description: 'Please fill in name and email fields.' },
  invalidEmail: 'Please enter a valid email address.',
  duplicateClientEmail: 'A client with this email already exists.',
  clientAdded: { title: 'Client added successfully!', description: '{name} has been added.' },
  clientUpdated: {
    title: 'Client updated successfully!',
    description: "{name}'s information has been updated.",
  },
  addClientFailed: { title: 'Failed to add client', description: 'Something went wrong' },
  updateFailed: { title: 'Update failed', description: 'Something went wrong' },
  errorUpdatingClient: { title: 'Error updating client', description: 'Something went wrong' },
  errorLoadingClients: { title: 'Error loading clients', description: 'Something went wrong' },
  errorFetchingClients: { title: 'Error fetching clients', description: 'Something went wrong' },
  invalidStatusChange: {
    title: 'Invalid Status Change',
    description: 'This status transition is not allowed.',
  },
  invoiceDetailsRequired: {
    title: 'Invoice Details Required',
    description: 'Please select a plan and enter an invoice amount to add a new invoice.',
  },
  invalidInvoiceAmount: 'Invoice amount must be greater than 0 with at most two decimals.',
  accountDetailsRequired: {
    title: 'Account Details Required',
    description: 'Please fill in all MT4/MT5 account details.',
  },
  noClientSelected: { title: 'Error', description: 'No client selected for update.' },
  agentFieldsReadOnly: 'Agents cannot change name, email, phone, country or owner.',
  staleClient: 'This client was changed by someone else. Reload to see the latest version.',
  statusConfirmTitle: 'Are you absolutely sure?',
  statusConfirmDescription: 'Changing the status to {status} cannot be undone.',
  clientDeleted: { title: 'Client deleted', description: '{name} has been deleted.' },
  invoiceNeedsInvoiceSent: 'An invoice can only be added when the status is Invoice Sent.',
  unknownAgent: 'Choose an existing agent.',
  clientReassigned: 'Reassigned to {agent} by {actor}.',
  clientUnassigned: 'Unassigned from {agent} by {actor}.',
  fieldTooLong: '{field} must be at most {max} characters.',
  invalidStatusFilter: 'Choose a status from the list.',
  invalidPage: 'Page must be a whole number of 1 or more.',
  invalidPageSize: 'Page size must be a whole number from 1 to {max}.',
  invalidVersion: 'The expected version must be a whole number of 1 or more.',

  // Calling workspace (issue 14)
  invalidCallOutcome: 'Choose a call outcome from the list.',
  invalidCallDuration: 'The call duration must be a whole number of seconds from 0 to {max}.',
  invalidFollowUp: 'The follow-up must be a date and time, such as 2026-11-24T15:30:00Z.',
  /** A newly chosen follow-up before now: it would be overdue the moment it is saved. */
  pastFollowUp: 'Choose a time from now on, or leave it blank.',
  invalidActivityDate: 'Write the date as YYYY-MM-DD.',
  workQueueAgentRequired: 'Choose an agent, or all agents.',
  invalidCursor: 'This page no longer exists. Start again from the first page.',
  invalidLimit: 'The limit must be a whole number from 1 to {max}.',

  // Admin, agents, export (spec §5, §8)
  errorFetchingAgents: { title: 'Error fetching agents', description: 'Something went wrong' },
  emailRequired: { title: 'Email required', description: 'Please enter an email to send an invitation.' },
  invitationSent: { title: 'Invitation Sent!', description: 'An invitation has been sent to {email}.' },
  /** The description of 'Invitation Sent!' when no mail server is set up: the page shows the link. */
  invitationLinkReady: 'No email was sent: pass {email} the link shown below.',
  invitationFailed: { title: 'Invitation failed', description: 'Something went wrong' },
  emailAlreadyRegistered: 'A user with this email is already registered.',
  invitationInvalid: 'This invitation link is invalid, expired or already used.',
  invitationMailFailed:
    'The invitation e-mail could not be sent. Check the mail server settings and try again; no invitation was kept.',
  invitationMailSubject: 'Your invitation to Wise Expert Advisor',
  invitationMailIntro: 'You have been invited to join Wise Expert Advisor as an agent.',
  invitationMailAction: 'Accept the invitation',
  invitationMailLinkHint: 'If the button does not work, copy this link into your browser:',
  invitationMailExpiry:
    'Open the link within {days} days to choose your name and password. It can be used once.',
  invitationMailIgnore: 'If you did not expect this invitation, you can ignore this e-mail.',
  reassignConflict:
    'The chosen agent already has a client with the same email as one of these clients. Choose another agent or leave the clients unassigned.',
  agentRemoved: { title: 'Agent removed', description: 'The agent has been removed.' },
  agentUpdated: { title: 'Agent updated', description: 'The agent details have been updated.' },
  removeAgentFailed: { title: 'Failed to remove agent', description: 'Something went wrong' },
  updateAgentFailed: { title: 'Failed to update agent', description: 'Something went wrong' },
  noDataToExport: {
    title: 'No data to export',
    description: 'There are no clients matching the current filters.',
  },
  exportSuccessful: { title: 'Export successful!', description: 'The clients were exported to {file}.' },

  // Audit log (issue 13)
  auditDateInvalid: 'Write dates as YYYY-MM-DD.',
  auditRangeInvalid: 'The end date cannot be before the start date.',
  auditActionInvalid: 'Choose an action from the list.',
  auditCursorInvalid: 'This page of the audit log no longer exists. Start again from the first page.',

  // Two-factor sign-in and sessions (issue 13)
  twoFactorRequired: 'Set up two-factor sign-in before you continue.',
  twoFactorCodeInvalid: 'That code did not work. Enter the current code from your app, or sign in again.',
  backupCodeInvalid:
    'That backup code did not work. Enter one you have not used, exactly as it was shown (capitals count), or sign in again.',
  twoFactorSetupCodeInvalid: 'That code did not work. Enter the code your app shows now.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on. Turn it off first to move it to another device.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',

  // Lead intake and webhooks (issue 17)
  intakeOriginRefused: 'This form does not accept submissions from this site.',
  intakeRateLimited: 'Too many submissions. Please wait a minute and try again.',
  intakeOriginInvalid: 'Write each allowed origin as http(s)://host, with a port if it has one.',
  intakeOriginsRequired:
    'Add at least one allowed origin: the address of the site the form sits on, e.g. https://landing.example.com.',
  intakeAgentsRequired: 'Choose the agents who receive the leads: exactly one for a single agent.',
  intakeUnknownAgent: 'One of the chosen emails is not an agent.',
  intakeFormNameRequired: 'Give the form a name.',
  intakeThanks: 'Thank you, we received your details.',
  webhookUrlInvalid: 'Enter an http:// or https:// URL.',
  webhookUrlPrivate:
    'This URL points to a private, loopback or link-local address, which webhooks may not reach.',
  webhookEventsRequired: 'Choose at least one event.',
  webhookSecretInvalid: 'The secret must be 16 to 200 characters.',
  webhookEndpointDisabled: 'Enable the endpoint before resending its deliveries.',

  // Market data (spec §8)
  marketDataFailed: { title: 'Error', description: 'Failed to fetch market data. Please try again later.' },

  // Bulk actions (issue 15)
  bulkTargetRequired: 'Choose the clients: send either ids or filter, not both.',
  bulkNothingSelected: 'No clients match this selection.',
  bulkTooManyIds: 'Select at most {max} clients by id; use the filters to act on more.',
  bulkActionInvalid: 'Choose an action: reassign, status, note or delete.',
  bulkAgentsRequired: 'Choose at least one agent.',
  bulkNoteRequired: 'Write the note to add.',
  bulkStatusRequired: 'Choose the new status.',
  bulkDeleteConfirm: 'Type {count} to confirm deleting {count} clients.',
  bulkDeleteConfirmWrong: '"{typed}" is not {count}. Type {count} to confirm deleting {count} clients.',
  bulkSkipGone: 'The client was deleted meanwhile.',
  bulkSkipSameAgent: 'Already assigned to that agent.',
  bulkSkipDuplicateEmail: 'The agent already has a client with this email.',
  bulkSkipSameStatus: 'Already in that status.',
  bulkFailed: 'The change could not be saved.',

  // CSV import (issue 15)
  importNotCsv: 'This file is not a CSV file. Save it from your spreadsheet as CSV (UTF-8) and try again.',
  importEmpty: 'This file is empty.',
  importHeaderOnly: 'This file has a header but no rows.',
  importBadEncoding:
    'This file is not valid UTF-8 (it may mix encodings). Save it from your spreadsheet as CSV (UTF-8) and try again.',
  importBadHeader: 'Every column needs a name, and no two columns may share one (column {column}).',
  importMalformed: 'This file could not be read as CSV: {reason}',
  importTooLarge: 'This file is larger than 200 MB. Split it into smaller files and import each.',
  importTooManyRows: 'This file has more than {max} rows. Split it into smaller files and import each.',
  importMappingRequired: 'Choose the columns that hold the name and the email.',
  importUnknownColumn: 'The file has no column named {column}.',
  importUnknownAgent: 'No agent has the email {email}.',
  importAgentsRequired: 'Choose at least one agent.',
  importAgentColumnRequired: 'Choose the column that holds the agent email.',
  importAssignmentInvalid: 'Choose how to assign the clients: agent, round-robin, least-loaded or column.',
  importDuplicatesInvalid: 'Choose skip or update for duplicates.',
  importCountryInvalid: 'Choose the default country as a two-letter code, such as GB.',
  importStatusNotStart: 'A client can be imported as New Client, Ringing, Interested or Not Interested.',
  importUnknownStatus: 'Unknown status. Use New Client, Ringing, Interested or Not Interested.',
  importAssigned: 'Assigned to {agent} by {actor} in an import.',
  importPhoneKept: 'Not a phone number we can read; kept as typed.',
  importNotUploaded: 'This import has already been committed.',
  importNotRevertable: 'Only a completed or failed import can be undone.',
  importChangedSince: 'Changed since the import; left as it is.',
  importInterrupted: 'The import stopped before it finished: {reason}',
  importAgentRemoved: 'An agent it was assigning clients to has been removed.',

  // API tokens (issue 17)
  apiTokenScopeUnknown: 'Unknown scope. Use clients:read, clients:write or reports:read.',
  apiTokenNameRequired: 'Give the token a name.',
  apiTokenNameTooLong: 'Keep the name to 100 characters or fewer.',
  apiTokenScopesRequired: 'Choose at least one scope.',
  apiTokenScopesRepeated: 'Name each scope once.',
  apiTokenKindInvalid: 'Choose personal or service.',
  apiTokenExpiryInvalid: 'Give the expiry as a date and time with its offset, such as 2027-01-31T00:00:00Z.',
  apiTokenExpiryPast: 'The expiry must be in the future.',
  apiTokenInvalid: 'This API token is not valid.',
  apiTokenExpired: 'This API token has expired.',
  apiTokenRevoked: 'This API token has been revoked.',
  apiTokenScopeMissing: 'This API token lacks the {scope} scope that this request needs.',
  apiTokenNotAllowed: 'API tokens cannot be used here; sign in to do this.',
  apiTokenRateLimited: 'Too many requests with this API token. Try again in {seconds} seconds.',
  apiTokenCreated: { title: 'Token Created', description: 'Copy it now: it will not be shown again.' },
  apiTokenRevokedNotice: { title: 'Token Revoked', description: 'Requests with it are refused from now on.' },

  // Generic request errors
  badRequest: 'The request is not valid.',
  bodyTooLarge: 'The request body is too large.',
  jsonRequired: 'Send the request body as JSON.',
  crossOrigin: 'Cross-site requests are not allowed.',
  changedMeanwhile: 'Something this request needs was changed or removed meanwhile. Reload and try again.',
  encodedApiPath: 'Write the address of an API request without percent-encoding or doubled slashes.',
  nullCharacter: 'Text cannot contain a null character or half of an emoji.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still running. Try again in a moment.',
} as const satisfies Record<string, Message | string>;

/** Fills `{name}`-style placeholders in a message. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
