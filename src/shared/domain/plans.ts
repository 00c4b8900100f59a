/** The plan catalogue (spec §3 Plans). Every price shown anywhere comes from here. */
export const PLAN_IDS = ['basic', 'advance', 'custom'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

type Plan = { id: PlanId; label: string; amount: number | null };

export const PLANS: Record<PlanId, Plan> = {
  basic: { id: 'basic', label: 'Basic Plan - $250', amount: 250 },
  advance: { id: 'advance', label: 'Advance Plan - $800', amount: 800 },
  custom: { id: 'custom', label: 'Custom', amount: null },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** The amount an invoice carries: the plan's price, or the typed amount for a custom plan. */
export function invoiceAmountFor(plan: PlanId, typedAmount: number): number {
  return PLANS[plan].amount ?? typedAmount;
}

export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}
