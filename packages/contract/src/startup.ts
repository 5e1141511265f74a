import type { StartupModel } from '@uc/startup-model';
import {
  ARCHETYPE_IDS, ASSUMPTION_VALUE_LIMIT, CURRENCIES, MAX_MINOR_UNITS, SECTOR_IDS, STAGE_IDS,
} from '@uc/startup-model/ids';
import { z } from 'zod';
import { IsoDateSchema, paginated } from './common';
import { StartupProfileSchema } from './chat';

/*
 * The startup model on the wire. The ids come from @uc/startup-model (the one list of archetypes,
 * sectors and stages); the shape is checked against its StartupModel type at the bottom.
 * Money: integer minor units of `currency` (cents, kobo), never floats.
 */

export const ArchetypeIdSchema = z.enum(ARCHETYPE_IDS).meta({ id: 'StartupArchetype', example: 'b2b_saas' });
const ProvenanceSchema = z.enum(['founder', 'default', 'computed']).meta({ description: "The founder's figure, a default for this archetype and sector (to verify), or computed." });
const money = z.number().int().min(0).max(MAX_MINOR_UNITS);
const monthIndex = z.number().int().min(1).max(36);
const shortText = (max: number) => z.string().max(max);

/**
 * Any assumption value on the wire: finite, within the widest bound of any assumption. Each key's
 * own bounds (checkAssumptionValue in @uc/startup-model) are checked by the server on every write;
 * the confirm body, the agents' and the MCP tools' schemas all use this one.
 */
export const AssumptionValueSchema = z
  .number()
  .min(-ASSUMPTION_VALUE_LIMIT)
  .max(ASSUMPTION_VALUE_LIMIT) // zod rejects NaN and ±Infinity
  .meta({ description: "The assumption's value in its unit (money: integer minor units of the model's currency)." });

/** Known to the startup model (ISO 4217); an unknown code is refused. */
export const CurrencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .refine((code) => Object.hasOwn(CURRENCIES, code), { message: 'Unknown currency code' })
  .meta({ example: 'USD' });

export const StartupAssumptionSchema = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
    label: shortText(120),
    value: AssumptionValueSchema,
    unit: z.enum(['money', 'percent', 'count', 'months', 'month', 'hours', 'ratio']),
    provenance: ProvenanceSchema,
    basis: shortText(500),
    min: z.number().optional(),
    max: z.number().optional(),
    group: z.enum(['revenue', 'costs', 'growth', 'team', 'funding', 'market']),
  })
  .strict()
  .meta({ id: 'StartupAssumption' });

const ClassificationSchema = z
  .object({
    archetype: ArchetypeIdSchema,
    confidence: z.enum(['high', 'medium', 'low']),
    ambiguous: z.boolean(),
    reasons: z.array(shortText(500)).max(20),
    alternatives: z.array(ArchetypeIdSchema).max(ARCHETYPE_IDS.length),
  })
  .strict();

const HireSchema = z.object({ month: monthIndex, role: shortText(120), monthly_cost: money, provenance: ProvenanceSchema }).strict();

const FundingPlanSchema = z
  .object({
    kind: z.enum(['equity', 'safe', 'grant', 'debt', 'none']),
    amount: money,
    month: monthIndex,
    provenance: ProvenanceSchema,
    use_of_funds: z.array(z.object({ label: shortText(120), amount: money }).strict()).max(12),
  })
  .strict();

/** Traction the founder confirmed (e.g. a deployed waitlist's sign-ups): theirs, never counted as sales. */
export const TractionEvidenceSchema = z
  .object({
    kind: z.enum(['signups']),
    value: z.number().int().min(0).max(1_000_000_000),
    provenance: z.literal('founder'),
    quote: shortText(200),
    source: z.string().regex(/^[a-z]+:[A-Za-z0-9-]{1,80}$/).meta({ description: 'Where it was counted: app:{project id}.' }),
    as_of: IsoDateSchema,
  })
  .strict()
  .meta({ id: 'TractionEvidence' });
export type TractionEvidence = z.infer<typeof TractionEvidenceSchema>;

export const StartupModelSchema = z
  .object({
    schema_version: z.literal(1),
    name: shortText(120),
    archetype: ArchetypeIdSchema,
    archetype_source: z.enum(['classified', 'founder']),
    classification: ClassificationSchema,
    sector: z.enum(SECTOR_IDS),
    stage: z.enum(STAGE_IDS),
    country: z.string().regex(/^[A-Z]{2}$/).nullable(),
    currency: CurrencyCodeSchema,
    starting_cash: money,
    starting_cash_provenance: ProvenanceSchema,
    pre_revenue: z.boolean(),
    launch_month: monthIndex,
    assumptions: z.array(StartupAssumptionSchema).max(100),
    team: z
      .object({
        starting_headcount: z.number().int().min(1).max(100000),
        starting_headcount_provenance: ProvenanceSchema,
        monthly_cost_per_person: money,
        monthly_cost_provenance: ProvenanceSchema,
        hires: z.array(HireSchema).max(200),
      })
      .strict(),
    funding: FundingPlanSchema,
    traction: z.array(TractionEvidenceSchema).max(20).optional(),
  })
  .strict()
  .meta({ id: 'StartupModel', description: 'The numbers of the startup: archetype, assumptions with provenance, team and funding plan. Money in integer minor units of `currency`.' });

/** A money figure the founder wrote that no assumption took: asked, never replaced by a default in silence. */
export const StartupQuestionSchema = z
  .object({
    id: shortText(80),
    key: z.string().max(80).nullable().meta({ description: 'The assumption it would set, when the reader can tell; null when the founder picks an option.' }),
    quote: z.string().max(500).meta({ description: "The founder's own words." }),
    question: z.string().max(1000),
    options: z
      .array(z.object({ key: z.string().max(80), label: z.string().max(200), value: AssumptionValueSchema }).strict())
      .max(10)
      .meta({ description: 'Assumptions the figure could set, each with the value it would set (money in minor units). Answer with POST /startup/model/assumption.' }),
  })
  .strict()
  .meta({ id: 'StartupQuestion' });
export type StartupQuestion = z.infer<typeof StartupQuestionSchema>;

export const PROFILE_WORDING_FIELDS = ['idea', 'industry', 'target_customers', 'business_model'] as const;
/** What a confirmed change did to the profile's words that stated the old figure (issue 35 §6: one truth). */
export const ProfileWordingSchema = z
  .object({
    updated: z
      .array(z.object({ field: z.enum(PROFILE_WORDING_FIELDS), before: z.string().max(500), after: z.string().max(500) }).strict())
      .max(20)
      .meta({ description: 'Figures restated in the profile with the confirmed value.' }),
    ask: z
      .array(z.object({ field: z.enum(PROFILE_WORDING_FIELDS), quote: z.string().max(500), question: z.string().max(1000) }).strict())
      .max(20)
      .meta({ description: 'Words that may still state the old figure and were not changed: edit the profile if they do.' }),
  })
  .strict()
  .meta({ id: 'ProfileWording' });
export type ProfileWording = z.infer<typeof ProfileWordingSchema>;

export const StartupModelResponseSchema = z
  .object({
    model: StartupModelSchema,
    /** Figures from the profile the model did not take; each disappears once answered. */
    questions: z.array(StartupQuestionSchema).max(100),
    /** 0 while nothing is saved: the model is built from the startup profile. */
    version: z.number().int().min(0),
    updated_at: IsoDateSchema.nullable(),
    profile: StartupProfileSchema,
    /** Set by a confirmed change (POST /startup/model/assumption) only. */
    wording: ProfileWordingSchema.optional(),
  })
  .meta({ id: 'StartupModelResponse' });
export type StartupModelResponse = z.infer<typeof StartupModelResponseSchema>;

const BaseVersionSchema = z.number().int().min(0).max(2 ** 31 - 1).meta({ description: 'The version this change starts from (0 when nothing is saved); a stale one answers 409.' });

/** A change an agent proposed in the chat, confirmed by the founder (the card's button). */
export const ConfirmAssumptionChangeBodySchema = z
  .object({ key: z.string().min(1).max(80), value: AssumptionValueSchema, base_version: z.number().int().min(0).max(2 ** 31 - 1) })
  .strict()
  .meta({ id: 'ConfirmAssumptionChangeBody' });
export type ConfirmAssumptionChangeBody = z.infer<typeof ConfirmAssumptionChangeBodySchema>;

export const SaveStartupModelBodySchema = z.object({ model: StartupModelSchema, base_version: BaseVersionSchema }).strict().meta({ id: 'SaveStartupModelBody' });
export type SaveStartupModelBody = z.infer<typeof SaveStartupModelBodySchema>;

export const RebuildStartupModelBodySchema = z
  .object({
    base_version: BaseVersionSchema,
    /** Set: the founder's pick, kept over the classification. Absent: classify again from the profile. */
    archetype: ArchetypeIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'RebuildStartupModelBody' });
export type RebuildStartupModelBody = z.infer<typeof RebuildStartupModelBodySchema>;

export const STARTUP_VERSION_SOURCES = ['edit', 'rebuild', 'archetype', 'generator'] as const;
export const StartupModelVersionSummarySchema = z
  .object({
    version: z.number().int(),
    source: z.enum(STARTUP_VERSION_SOURCES),
    created_at: IsoDateSchema,
    archetype: ArchetypeIdSchema,
    currency: z.string(),
  })
  .meta({ id: 'StartupModelVersionSummary' });
export const StartupModelVersionListSchema = paginated(StartupModelVersionSummarySchema).meta({ id: 'StartupModelVersionList' });
export type StartupModelVersionList = z.infer<typeof StartupModelVersionListSchema>;

export const StartupModelVersionParamsSchema = z.object({ version: z.coerce.number().int().min(1).max(2 ** 31 - 1) });
export const StartupModelVersionSchema = StartupModelVersionSummarySchema.extend({ model: StartupModelSchema }).meta({ id: 'StartupModelVersion' });

// The wire shape and the package's type must stay the same shape (a drift fails the typecheck).
type WireModel = z.infer<typeof StartupModelSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const STARTUP_MODEL_WIRE_MATCHES: Same<WireModel, StartupModel> = true;
