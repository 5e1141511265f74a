import { CREDIT_PRICES, DOCUMENT_TYPE_LABELS, MCP_THREAD_TITLE, documentFormat, type ChatProposal, type DocumentType } from '@uc/contract';
import { assumptionBounds, describeBounds, formatMoney, setAssumption, type StartupModel } from '@uc/startup-model';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';
import { storeProposal } from '../chat/proposals';
import { getStartupModelForUser } from '../startup/service';
import { ToolError, type ToolOutput } from './read-tools';

/**
 * The propose tools: nothing here changes the model or spends credits. A proposed change is a
 * pending card in the founder's chat (the same card an agent's proposal makes), confirmed or
 * dismissed there; an offered document is a link to the product, where the founder generates it.
 */

export type ProposeDeps = { db: Db; userId: string; keyName: () => Promise<string>; appUrl: string };

/** The assumption keys of a model with unit and bounds, one a line (for the tool's description). */
export function assumptionCatalogue(model: StartupModel): string {
  return model.assumptions
    .map((a) => {
      const b = assumptionBounds(a.key, model.currency);
      const unit = a.unit === 'money' ? `money, minor units of ${model.currency}` : a.unit;
      return `- ${a.key} (${unit}${b ? `; ${describeBounds(b, model.currency)}` : ''}): ${a.label}, now ${a.value}`;
    })
    .join('\n');
}

/** A readable value: money in the model's currency, percent with its sign. */
function shown(value: number, unit: string, currency: string): string {
  if (unit === 'money') return formatMoney(value, currency);
  return unit === 'percent' ? `${value}%` : `${value} ${unit}`;
}

/** The thread the MCP proposals appear in: the newest one with its title, created on first use. */
async function mcpThread(db: Db, userId: string): Promise<string> {
  const [found] = await db
    .select({ id: chatThreads.id })
    .from(chatThreads)
    .where(and(eq(chatThreads.userId, userId), eq(chatThreads.title, MCP_THREAD_TITLE)))
    .orderBy(desc(chatThreads.updatedAt))
    .limit(1);
  if (found) return found.id;
  const [created] = await db.insert(chatThreads).values({ userId, title: MCP_THREAD_TITLE }).returning({ id: chatThreads.id });
  return created.id;
}

export async function proposeAssumptionChange(d: ProposeDeps, input: { key: string; value: number; reason: string }): Promise<ToolOutput> {
  const { model, version } = await getStartupModelForUser(d.db, d.userId);
  const current = model.assumptions.find((a) => a.key === input.key);
  if (!current) throw new ToolError(`No assumption '${input.key}' in this model. The keys are:\n${assumptionCatalogue(model)}`);
  // Checks the bounds (a RangeError names them) and rounds as a save would, without saving anything.
  const to = setAssumption(model, input.key, input.value).assumptions.find((a) => a.key === input.key)!.value;
  const threadId = await mcpThread(d.db, d.userId);
  const now = new Date();
  const c = model.currency;
  const content =
    `**Proposed by your assistant through MCP** (API key “${await d.keyName()}”): set ${current.label} from ${shown(current.value, current.unit, c)} ` +
    `to ${shown(to, current.unit, c)}.${input.reason ? `\n\nReason given: ${input.reason}` : ''}\n\nNothing changes until you confirm the card.`;
  const proposal: ChatProposal = await d.db.transaction(async (tx) => {
    const [message] = await tx.insert(chatMessages).values({ threadId, role: 'assistant', agentId: null, kind: 'text', content, createdAt: now }).returning({ id: chatMessages.id });
    await tx.update(chatThreads).set({ updatedAt: now }).where(eq(chatThreads.id, threadId));
    const p = { key: input.key, label: current.label, unit: current.unit, currency: c, from: current.value, to, reason: input.reason, base_version: version };
    return storeProposal(tx, { userId: d.userId, threadId, messageId: message.id }, p);
  });
  const url = `${d.appUrl}/dashboard?thread=${threadId}`;
  const data = { status: 'pending', proposal, confirm_url: url };
  const text =
    `Proposed (pending): ${current.label} from ${shown(proposal.from, proposal.unit, c)} to ${shown(proposal.to, proposal.unit, c)}. ` +
    `Nothing is saved until the founder confirms the card in the chat thread "${MCP_THREAD_TITLE}": ${url}`;
  return { text, data };
}

export function offerDocument(d: ProposeDeps, type: DocumentType): ToolOutput {
  const label = `${DOCUMENT_TYPE_LABELS[type]} ${documentFormat(type)}`;
  const url = `${d.appUrl}/dashboard/data-room`;
  const credits = CREDIT_PRICES.document;
  const data = { status: 'offered', document_type: type, label, credits, url, charged: 0 };
  const text =
    `Offered: ${label}, ${credits} credits, charged only when the founder generates it. Nothing was generated or charged. ` +
    `The founder generates it from the data room's document generator: ${url}`;
  return { text, data };
}
