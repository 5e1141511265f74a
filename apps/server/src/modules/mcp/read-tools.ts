import { ListFilesResponseSchema } from '@uc/contract';
import { assumptionBounds, currencyOf, forecast, formatMoney, keyFigures, marketSizing, type ScenarioId } from '@uc/startup-model';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataroomFiles } from '../../db/schema';
import type { DataRoomDeps } from '../dataroom/deps';
import { searchDataRoomText } from '../dataroom/excerpts';
import { createListingCache } from '../dataroom/listing-cache';
import { listFilesJson } from '../dataroom/listing-service';
import { engagementText, readinessEngagement } from '../dataroom/share-engagement';
import { recentDocuments } from '../documents/service';
import { getStartupModelForUser, withQuestions } from '../startup/service';

/**
 * What the MCP read tools answer: plain data (structured content) and a short text for the model.
 * Each reads through the module that owns the data, for the calling founder only.
 */
export type ToolOutput = { text: string; data: Record<string, unknown> };
export type ReadDeps = { db: Db; dataroom: DataRoomDeps; userId: string };

/** Characters of a file's text one read_file call returns at most. */
export const READ_FILE_MAX_CHARS = 20_000;
export const FILE_NOT_FOUND = 'No such file in your data room';

/** An error whose message is meant for the caller (anything else is logged and answered generically). */
export class ToolError extends Error {}

const money = (minor: number, currency: string) => formatMoney(minor, currency);
const json = (data: unknown) => JSON.stringify(data, null, 1);

export async function startupModel(d: ReadDeps): Promise<ToolOutput> {
  const { model, version, updated_at } = await getStartupModelForUser(d.db, d.userId);
  const assumptions = model.assumptions.map((a) => {
    const b = assumptionBounds(a.key, model.currency);
    return { key: a.key, label: a.label, value: a.value, unit: a.unit, provenance: a.provenance, basis: a.basis, group: a.group, min: b?.min ?? a.min ?? null, max: b?.max ?? a.max ?? null };
  });
  const data = {
    version,
    updated_at,
    name: model.name,
    archetype: model.archetype,
    sector: model.sector,
    stage: model.stage,
    country: model.country,
    currency: model.currency,
    currency_minor_units: currencyOf(model.currency).minorUnits,
    pre_revenue: model.pre_revenue,
    launch_month: model.launch_month,
    starting_cash: { value: model.starting_cash, provenance: model.starting_cash_provenance },
    assumptions,
    team: model.team,
    funding: model.funding,
  };
  const defaults = assumptions.filter((a) => a.provenance === 'default').length;
  const text =
    `${model.name}: ${model.archetype} model in ${model.currency} (money in minor units), version ${version}. ` +
    `${assumptions.length} assumptions: ${assumptions.length - defaults} from the founder or computed, ${defaults} defaults to verify.\n\n${json(data)}`;
  return { text, data };
}

export async function forecastFor(d: ReadDeps, scenario: ScenarioId): Promise<ToolOutput> {
  const { model, version } = await getStartupModelForUser(d.db, d.userId);
  const f = forecast(model, scenario);
  const figures = keyFigures(model, f);
  const data = {
    version,
    scenario,
    currency: model.currency,
    key_figures: figures,
    years: f.years,
    break_even_month: f.break_even_month,
    runway_months: f.runway_months,
    avg_monthly_burn_y1: f.avg_monthly_burn_y1,
    lowest_cash: f.lowest_cash,
    funding_gap: f.funding_gap,
    unit_economics: f.unit_economics,
  };
  const c = model.currency;
  const text =
    `${scenario} scenario, money in minor units of ${c}. Revenue by year: ${f.years.map((y) => money(y.revenue, c)).join(', ')}; ` +
    `EBITDA by year: ${f.years.map((y) => money(y.ebitda, c)).join(', ')}; break-even month: ${f.break_even_month ?? 'not within 36 months'}; ` +
    `runway: ${f.runway_months === null ? 'not burning by month 36' : `${f.runway_months} months`}; funding gap: ${money(f.funding_gap, c)}.\n\n${json(data)}`;
  return { text, data };
}

export async function market(d: ReadDeps): Promise<ToolOutput> {
  const { model, version } = await getStartupModelForUser(d.db, d.userId);
  const m = marketSizing(model);
  const tier = (t: typeof m.tam) => ({ value: t.value, formula: t.formula, note: t.note ?? null, inputs: t.inputs.map((a) => ({ key: a.key, label: a.label, value: a.value, unit: a.unit, provenance: a.provenance })) });
  const data = { version, currency: m.currency, tam: tier(m.tam), sam: tier(m.sam), som: tier(m.som) };
  const text = `Market sizing (annual, minor units of ${m.currency}):\nTAM: ${m.tam.formula}\nSAM: ${m.sam.formula}\nSOM: ${m.som.formula}${m.som.note ? `\n${m.som.note}` : ''}\n\n${json(data)}`;
  return { text, data };
}

export async function searchDataRoom(d: ReadDeps, query: string, limit: number): Promise<ToolOutput> {
  const files = (await searchDataRoomText(d.db, d.userId, query, limit)).map((f) => ({ file_id: f.id, name: f.name, passage: f.excerpt }));
  const text = files.length ? files.map((f) => `${f.name} (file_id ${f.file_id}): ${f.passage}`).join('\n\n') : `No file in the data room matches "${query}".`;
  return { text, data: { query, files } };
}

export async function readFile(d: ReadDeps, fileId: string, offset: number, maxChars: number): Promise<ToolOutput> {
  const [row] = await d.db
    .select({ id: dataroomFiles.id, name: dataroomFiles.name, description: dataroomFiles.description, text: dataroomFiles.extractedText })
    .from(dataroomFiles)
    .where(and(eq(dataroomFiles.id, fileId), eq(dataroomFiles.userId, d.userId)));
  // Another founder's file reads exactly like a missing one.
  if (!row) throw new ToolError(FILE_NOT_FOUND);
  const chars = Math.min(maxChars, READ_FILE_MAX_CHARS);
  const part = row.text.slice(offset, offset + chars);
  const next = offset + part.length < row.text.length ? offset + part.length : null;
  const data = { file_id: row.id, name: row.name, description: row.description, total_chars: row.text.length, offset, text: part, next_offset: next };
  const text = row.text
    ? `${row.name} (characters ${offset}–${offset + part.length} of ${row.text.length}${next === null ? '' : `; continue with offset ${next}`}):\n\n${part}`
    : `${row.name}: no text could be extracted from this file (images and unreadable files are searched by name only).`;
  return { text, data };
}

export async function documents(d: ReadDeps): Promise<ToolOutput> {
  const docs = await recentDocuments(d.db, d.userId);
  const ids = docs.map((x) => x.document_id).filter((id): id is string => Boolean(id));
  const files = ids.length
    ? await d.db.select({ id: dataroomFiles.id, description: dataroomFiles.description }).from(dataroomFiles).where(and(eq(dataroomFiles.userId, d.userId), inArray(dataroomFiles.id, ids)))
    : [];
  const described = new Map(files.map((f) => [f.id, f.description]));
  const items = docs.map((x) => ({
    document_id: x.document_id,
    type: x.type,
    title: x.title,
    filename: x.filename,
    size: x.size,
    created_at: x.created_at,
    /** Who wrote it: 'offline' (built-in engine), 'computed' (the financial model) or the model's name. */
    engine: x.engine ?? null,
    /** The file's own line on what it was generated from and the web sources it lists; null once deleted from the data room. */
    sources: x.document_id ? (described.get(x.document_id) ?? null) : null,
    uri: x.document_id ? `uc://documents/${x.document_id}` : null,
  }));
  const text = items.length
    ? items.map((i) => `${i.title} (${i.type}, ${i.filename}, written by ${i.engine ?? 'unknown'}; document_id ${i.document_id}): ${i.sources ?? 'no longer in the data room'}`).join('\n')
    : 'No document generated yet.';
  return { text, data: { documents: items } };
}

/** The data-room listing's readiness, read through the data room's own listing (one page of one file). */
export async function readiness(d: ReadDeps): Promise<ToolOutput> {
  const listing = ListFilesResponseSchema.parse(
    JSON.parse(await listFilesJson(d.dataroom, createListingCache(), d.userId, { page: 1, page_size: 1, status: 'all', sort: 'date', order: 'desc' })),
  );
  const toDo = listing.checklist.filter((i) => i.status !== 'present').map((i) => ({ key: i.key, label: i.label, folder: i.folder_name, status: i.status, file_id: i.file_id }));
  // How investors read the documents through share links; said only once someone has opened one.
  const engagement = (await readinessEngagement(d.db, d.userId)).items.filter((i) => i.viewers > 0);
  const data = {
    readiness: listing.readiness,
    missing: toDo.filter((i) => i.status === 'missing'),
    outdated: toDo.filter((i) => i.status === 'outdated'),
    ...(engagement.length > 0 && { engagement }),
  };
  const r = listing.readiness;
  const text =
    `Data room ${r.completion_percent}% ready: ${r.present} of ${r.total} checklist items present, ${r.missing} missing, ${r.outdated} outdated.` +
    (toDo.length ? `\nTo do:\n${toDo.map((i) => `- ${i.label} (${i.folder}): ${i.status}`).join('\n')}` : '') +
    (engagement.length ? `\nHow investors read them:\n${engagementText({ items: engagement })}` : '');
  return { text, data };
}

export async function questions(d: ReadDeps): Promise<ToolOutput> {
  const s = withQuestions(await getStartupModelForUser(d.db, d.userId));
  const data = { version: s.version, currency: s.model.currency, questions: s.questions };
  const text = s.questions.length
    ? `Figures the founder wrote that the model has not taken yet (confirm the assumption each sets):\n${s.questions.map((q) => `- ${q.question} (“${q.quote}”)`).join('\n')}`
    : 'No open question: every figure the founder wrote is in the model.';
  return { text, data };
}
