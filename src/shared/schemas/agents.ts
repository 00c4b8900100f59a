/**
 * Agent management and admin overview shapes (DESIGN §6), shared by the server routes and the
 * admin screens.
 */
import { z } from 'zod';
import { MESSAGES } from '../domain';
import { emailSchema, fullNameSchema, newPasswordSchema } from './auth';

/** active: a signed-up agent; invited: an open invitation; expired: an invitation past its date. */
export const agentStatusSchema = z.enum(['active', 'invited', 'expired']);
export type AgentStatus = z.infer<typeof agentStatusSchema>;

/** One row of the agent list. For invitations, `id` is the invitation's id. */
export const agentSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  status: agentStatusSchema,
  /** Account creation (active) or invitation time (invited/expired). */
  createdAt: z.iso.datetime(),
  /** When an invitation stops working; null for active agents. */
  expiresAt: z.iso.datetime().nullable(),
  clientCount: z.number().int(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentListSchema = z.object({ items: z.array(agentSchema) });
export type AgentList = z.infer<typeof agentListSchema>;

export const inviteAgentBodySchema = z.strictObject({
  email: z
    .string({ error: MESSAGES.emailRequired.description })
    .trim()
    .min(1, MESSAGES.emailRequired.description)
    .pipe(emailSchema),
});
export type InviteAgentBody = z.infer<typeof inviteAgentBodySchema>;

/** 201 answer to an invitation (and a resend); `inviteUrl` only when no SMTP_URL is set. */
export const invitationResultSchema = z.object({
  agent: z.object({ id: z.string(), email: z.string(), status: agentStatusSchema }),
  inviteUrl: z.string().optional(),
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;

export const invitationStatusSchema = z.object({ valid: z.boolean(), email: z.string().nullable() });
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const acceptInvitationBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
  fullName: fullNameSchema,
  password: newPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const updateAgentBodySchema = z.strictObject({
  fullName: z
    .string({ error: MESSAGES.fullNameRequired.description })
    .trim()
    .min(1, MESSAGES.fullNameRequired.description)
    .max(100, 'Full name must be at most 100 characters.'),
  /** Blank or absent keeps the current password. */
  password: z.union([z.literal(''), newPasswordSchema]).optional(),
});
export type UpdateAgentBody = z.infer<typeof updateAgentBodySchema>;

/** `DELETE /api/agents/:id?reassignTo=<agent id>`; without it the clients become unassigned. */
export const removeAgentQuerySchema = z.object({ reassignTo: z.string().trim().min(1).max(100).optional() });
export type RemoveAgentQuery = z.infer<typeof removeAgentQuerySchema>;

export const removeAgentResultSchema = z.object({ reassignedClients: z.number().int() });

/** The five stat cards of /admin plus the per-status counts behind the pipeline chart. */
export const adminOverviewSchema = z.object({
  totalAgents: z.number().int(),
  totalClients: z.number().int(),
  ringing: z.number().int(),
  interested: z.number().int(),
  invoiceSent: z.number().int(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Each agent's idle clients and overdue follow-ups (issue 14), by name. */
  agents: z.array(
    z.object({
      agentId: z.string(),
      agentName: z.string(),
      idle: z.number().int(),
      overdue: z.number().int(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Spec §3 Agent performance; conversionRate in percent to one decimal. */
export const agentPerformanceSchema = z.object({
  agentId: z.string(),
  name: z.string(),
  email: z.string(),
  totalClients: z.number().int(),
  converted: z.number().int(),
  conversionRate: z.number(),
});
export type AgentPerformance = z.infer<typeof agentPerformanceSchema>;

export const agentPerformanceListSchema = z.object({ items: z.array(agentPerformanceSchema) });
export type AgentPerformanceList = z.infer<typeof agentPerformanceListSchema>;
